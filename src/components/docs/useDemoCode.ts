/**
 * A demo variant's code (DemoCode): in its page's data under `next dev`, otherwise in a file of its
 * own that the export wrote (src/content/export/demoCodeOnce.ts), fetched the first time the reader
 * asks for it and kept for the rest of the visit. The host and the service worker cache the file,
 * whose URL changes with its content.
 */
import * as React from 'react';
import type { DemoCode } from '@/content/demos/loadDemos';

const fetched = new Map<string, Promise<DemoCode>>();

function fetchDemoCode(url: string): Promise<DemoCode> {
  let pending = fetched.get(url);
  if (pending === undefined) {
    pending = fetch(url).then(async (response) => {
      if (!response.ok) {
        throw new Error(`The demo code ${url} could not be loaded: HTTP ${response.status}`);
      }
      return (await response.json()) as DemoCode;
    });
    // A failed request is asked again next time (the reader may be back online).
    pending.catch(() => fetched.delete(url));
    fetched.set(url, pending);
  }
  return pending;
}

export interface DemoCodeState {
  /** The code, once it is here; null before. */
  code: DemoCode | null;
  /** True once loading it has failed (until the next attempt). */
  failed: boolean;
  /** Loads the code (at once when it is here already). */
  load: () => Promise<DemoCode>;
}

export function useDemoCode(source: DemoCode | string): DemoCodeState {
  const [loaded, setLoaded] = React.useState<{ url: string; code: DemoCode } | null>(null);
  const [failedUrl, setFailedUrl] = React.useState<string | null>(null);
  const code = typeof source !== 'string' ? source : loaded?.url === source ? loaded.code : null;

  const load = React.useCallback(async (): Promise<DemoCode> => {
    if (typeof source !== 'string') {
      return source;
    }
    setFailedUrl(null);
    try {
      const result = await fetchDemoCode(source);
      setLoaded({ url: source, code: result });
      return result;
    } catch (error) {
      setFailedUrl(source);
      throw error;
    }
  }, [source]);

  return { code, failed: typeof source === 'string' && failedUrl === source, load };
}
