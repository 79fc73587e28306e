/**
 * The demo frame (Demo.tsx: source toggles, code, error boundary), loaded only by pages with a
 * demo, and as early as such a page knows it has one: before it hydrates. Each demo is a Suspense
 * boundary of its own (MarkdownContent), so a frame still on its way holds back only its demos,
 * which keep the server's HTML until it arrives, while the rest of the article hydrates.
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
 * The frame once it has loaded. Until then it suspends its demo's boundary (the Suspense protocol
 * of React 18: the boundary waits for the thrown promise, then renders again); a failed load
 * throws into the page's error boundary.
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
 * Suspense boundary it ends (pages/_app.tsx), so the page commits its hydration, and its providers
 * restore the visitor's settings, only once its demos can hydrate too. An urgent update that
 * reaches a demo still waiting for the frame makes React drop its server HTML (error 421). Being
 * the boundary's last part, nothing comes after it that React could hydrate against wrong nodes.
 */
export function AwaitDemoFrame(): null {
  if (frame === null && loading !== null) {
    throw loading;
  }
  return null;
}
