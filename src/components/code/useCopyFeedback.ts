/** `Copy` that reads `Copied` for two seconds after a copy; failures are ignored silently. */
import * as React from 'react';
import { COPIED_FEEDBACK_MS, copyText } from './copyText';

export function useCopyFeedback(): { copied: boolean; copy: (text: string) => void } {
  // How many copies succeeded: each one shows `Copied` again for the full time.
  const [copies, setCopies] = React.useState(0);
  const [copied, setCopied] = React.useState(false);
  // The two seconds count from when `Copied` is on screen, not from when the copy finished: on a
  // busy page the label may render a little later, and it must still read `Copied` for 2 s.
  React.useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied, copies]);
  const copy = React.useCallback((text: string) => {
    copyText(text).then(
      () => {
        setCopied(true);
        setCopies((count) => count + 1);
      },
      () => {
        // The code block ignores copy failures (docs/product-rules.md#copying-code).
      },
    );
  }, []);
  return { copied, copy };
}
