import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// The first render as a transition: React renders it in slices of a few milliseconds
// and lets the browser breathe between them, instead of one long task that keeps a
// slow phone from responding while the page appears.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
