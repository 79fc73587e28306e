/**
 * `Copy page` beside a page title: copies the page's Markdown twin (`/material-ui/react-button.md`)
 * and reads `Copied` for two seconds, like the code blocks' `Copy`. Twins exist in English only,
 * so a /zh/ page copies the English twin of its canonical path. The twin is fetched from the same
 * origin when the pointer or focus reaches the button, so the copy itself can follow the click at
 * once. A failed fetch or copy is ignored, as code blocks ignore copy failures (docs/product-rules.md#copying-code).
 */
import * as React from 'react';
import ShellButton from '@/components/layout/ShellButton';
import { markdownTwinPath } from '@/core/markdownTwin';
import { useCopyFeedback } from '@/components/code/useCopyFeedback';
import { useTranslate } from '@/providers/UserLanguageProvider';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: HTTP ${response.status}`);
  }
  return response.text();
}

function ignore(): void {
  // Nothing to show: the button keeps reading `Copy page`.
}

export default function CopyPageButton({ path, className }: { path: string; className?: string }) {
  const t = useTranslate();
  const { copied, copy } = useCopyFeedback();
  const twin = markdownTwinPath(path);
  const pending = React.useRef<{ url: string; text: Promise<string> } | null>(null);

  const load = React.useCallback((): Promise<string> => {
    if (pending.current?.url !== twin) {
      const text = fetchText(twin);
      const entry = { url: twin, text };
      pending.current = entry;
      text.catch(() => {
        if (pending.current === entry) {
          pending.current = null;
        }
      });
    }
    return pending.current.text;
  }, [twin]);

  return (
    <ShellButton
      type="button"
      size="small"
      variant="outlined"
      onPointerEnter={() => load().catch(ignore)}
      onFocus={() => load().catch(ignore)}
      onClick={() => load().then(copy, ignore)}
      className={className === undefined ? 'copy-page' : `copy-page ${className}`}
      data-ga-event-category="copy-page"
      data-ga-event-action="click"
      data-ga-event-label={path}
    >
      {copied ? t('code.copied') : t('code.copyPage')}
    </ShellButton>
  );
}
