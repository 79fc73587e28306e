/**
 * `next dev` only: when an author saves a Markdown page or demo, scripts/dev/contentWatcher.mjs
 * announces it on its event stream, and the page fetches its props again (getStaticProps runs on
 * every request in development): the edit shows without a reload and without a recompile.
 */
import * as React from 'react';
import { useRouter } from 'next/router';

const EVENTS_URL = process.env.NEXT_PUBLIC_CONTENT_EVENTS_URL;

export default function DevContentRefresh() {
  const router = useRouter();
  React.useEffect(() => {
    if (!EVENTS_URL) return undefined;
    const events = new EventSource(EVENTS_URL);
    events.onopen = () => {
      // Tells the dev-loop benchmark (scripts/bench/devLoop.ts) that edits are being listened for.
      document.documentElement.dataset.devRefresh = 'ready';
    };
    events.onmessage = () => {
      void router.replace(router.asPath, undefined, { scroll: false });
    };
    return () => events.close();
  }, [router]);
  return null;
}
