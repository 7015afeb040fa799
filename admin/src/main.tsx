// Entry point of the admin bundle (served at /admin, never loaded by the public site).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { signInFromHandoff } from './committees/handoff';

const root = document.getElementById('root');
if (!root) throw new Error('#root mancante in index.html');

const start = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// Arriving from the committee switch: signed in first, then the app starts.
void signInFromHandoff().finally(start);
