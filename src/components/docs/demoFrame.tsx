/**
 * The demo frame (Demo.tsx: source toggles, code, error boundary), loaded only by pages with a
 * demo, and as early as such a page knows it has one: as its scripts run, before it hydrates. The
 * page's hydration waits for it (AwaitDemoFrame), so its demos hydrate in the same pass as the
 * article; on a page reached in the app, a demo suspends the navigation until the frame is there.
 */
import * as React from 'react';
import type DemoComponent from './Demo';

type Frame = typeof DemoComponent;

interface LoadFailure {
  error: unknown;
}

let frame: Frame | null = null;
let loading: Promise<void> | null = null;
let failure: LoadFailure | null = null;

/**
 * Starts loading the frame, unless it is loaded or on its way; settles when the load does, and
 * never rejects: a failure is kept for the demos to throw, and the next call tries again.
 */
export function loadDemoFrame(): Promise<void> {
  if (frame === null && loading === null) {
    failure = null;
    loading = import('./Demo').then(
      (module) => {
        frame = module.default;
      },
      (error: unknown) => {
        failure = { error };
        loading = null;
      },
    );
  }
  return loading ?? Promise.resolve();
}

/** Whether the page data of the page being loaded holds a demo (read before it hydrates). */
export function pageDataHasDemo(data: unknown): boolean {
  const props = (data as { props?: { pageProps?: { demos?: unknown } } } | null)?.props;
  const demos = props?.pageProps?.demos;
  return typeof demos === 'object' && demos !== null && Object.keys(demos).length > 0;
}

/**
 * The frame once it has loaded. Until then it suspends (the Suspense protocol of React 18: the
 * nearest boundary waits for the thrown promise, then renders again); a failed load throws into
 * the page's error boundary.
 */
export function DemoInFrame(props: React.ComponentProps<Frame>): React.ReactElement {
  if (frame !== null) {
    const Loaded = frame;
    return <Loaded {...props} />;
  }
  if (failure !== null) {
    throw failure.error;
  }
  throw loadDemoFrame();
}

/**
 * Renders nothing; while a demo frame the page started loading is on its way, it holds back the
 * Suspense boundary it opens (pages/_app.tsx) before React hydrates any of it: no work is done
 * twice, and the demos then hydrate with the rest of the page instead of in boundaries of their
 * own, which React 18 hydrates last, after the page's effects have run. Those effects' first
 * updates (MUI's provider reads the system colour scheme as it mounts) reached demos still holding
 * the server's HTML, and React dropped it (error 421).
 */
export function AwaitDemoFrame(): null {
  if (frame === null && loading !== null) {
    throw loading;
  }
  return null;
}
