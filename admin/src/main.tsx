// Entry point of the admin bundle (served at /admin, never loaded by the public site).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('#root mancante in index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
