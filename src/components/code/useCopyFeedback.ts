/** `Copy` that reads `Copied` for two seconds after a copy; failures are ignored silently. */
import * as React from 'react';
import { COPIED_FEEDBACK_MS, copyText } from './copyText';

export function useCopyFeedback(): { copied: boolean; copy: (text: string) => void } {
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const copy = React.useCallback((text: string) => {
    copyText(text).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
      },
      () => {
        // The code block ignores copy failures (SPEC.md §8).
      },
    );
  }, []);
  return { copied, copy };
}
