// The browser's entry, run after the page's first paint (the boot script of index.html,
// web/vite.config.ts). The libraries are in chunks of their own (React, Apollo Client,
// the router, styled-components): evaluated all at once they make one task long enough to
// keep a slow phone from responding, so React and Apollo Client run first, each in a task
// of its own, and then the app (app/start.tsx).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./lib/apollo-client');
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp();
}

void boot();
