/** A stand-in clipboard for jsdom tests: the Clipboard API and execCommand('copy'), each able to fail. */

export interface ClipboardStandIn {
  /** Texts written through navigator.clipboard.writeText. */
  written: string[];
  /** Texts copied through the selection fallback (execCommand). */
  fallbackCopied: string[];
  restore: () => void;
}

export function installClipboard({
  api,
  fallback,
}: {
  /** `ok`, `reject` (permission refused) or `missing` (no Clipboard API). */
  api: 'ok' | 'reject' | 'missing';
  /** Whether execCommand('copy') succeeds. */
  fallback: boolean;
}): ClipboardStandIn {
  const written: string[] = [];
  const fallbackCopied: string[] = [];
  const clipboard =
    api === 'missing'
      ? undefined
      : {
          writeText: (text: string) => {
            if (api === 'reject') {
              return Promise.reject(new DOMException('Denied', 'NotAllowedError'));
            }
            written.push(text);
            return Promise.resolve();
          },
        };
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
  const previousExec = Object.getOwnPropertyDescriptor(document, 'execCommand');
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      if (command === 'copy' && fallback) {
        fallbackCopied.push(window.getSelection()?.toString() ?? '');
        return true;
      }
      return false;
    },
  });
  return {
    written,
    fallbackCopied,
    restore: () => {
      Object.defineProperty(window.navigator, 'clipboard', {
        value: undefined,
        configurable: true,
      });
      if (previousExec) {
        Object.defineProperty(document, 'execCommand', previousExec);
      } else {
        Reflect.deleteProperty(document, 'execCommand');
      }
    },
  };
}

export function setPlatform(platform: string): () => void {
  Object.defineProperty(window.navigator, 'platform', { value: platform, configurable: true });
  return () => Reflect.deleteProperty(window.navigator, 'platform');
}
