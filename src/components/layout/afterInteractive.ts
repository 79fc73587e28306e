/**
 * Runs a task once the page is interactive (`<html data-hydrated>`, pageInteractive.ts), then at
 * an idle moment (at the latest `timeout` ms later). Parts that only add to what the server
 * rendered (the services, the unread count of What's new, a remembered feedback vote) load their
 * chunks this way, so they are not among what a page downloads before it responds. Returns a
 * cancel.
 */
import { onPageInteractive } from './pageInteractive';

function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

export function afterInteractive(task: () => void, timeout = 2000): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelWait = onPageInteractive(() => {
    cancelIdle = whenIdle(task, timeout);
  });
  return () => {
    cancelWait();
    cancelIdle?.();
  };
}
