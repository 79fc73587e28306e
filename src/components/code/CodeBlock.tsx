/**
 * A highlighted code block with a `Copy` button. Ctrl, Cmd or Alt with C copies the block under
 * the pointer or focus when no text is selected. The shortcut hint (⌘C on macOS, Ctrl+C
 * elsewhere) is visible text and the button's accessible description.
 */
import * as React from 'react';
import ShellButton from '@/components/layout/ShellButton';
import { copyShortcutLabel, isCopyShortcut } from './copyText';
import { useCopyFeedback } from './useCopyFeedback';
import styles from './CodeBlock.module.css';
import { useTranslate } from '@/providers/UserLanguageProvider';

export default function CodeBlock({
  code,
  html,
  language,
  bodyProps,
}: {
  code: string;
  html: string;
  language: string;
  /** Attributes of the element holding the code (a demo's code: focus or click starts editing). */
  bodyProps?: React.HTMLAttributes<HTMLDivElement>;
}) {
  const t = useTranslate();
  const { copied, copy } = useCopyFeedback();
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const active = hovered || focused;
  // The server cannot know the platform: Ctrl+C first, the real label after hydration.
  const [shortcut, setShortcut] = React.useState(() => copyShortcutLabel(''));
  React.useEffect(() => setShortcut(copyShortcutLabel(window.navigator.platform)), []);
  const hintId = React.useId();

  React.useEffect(() => {
    if (!active) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (isCopyShortcut(event, window.getSelection()?.toString() ?? '')) {
        event.preventDefault();
        copy(code);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, code, copy]);

  return (
    <div
      className={`code-block ${styles.block}`}
      data-language={language}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setFocused(false);
        }
      }}
    >
      {/* A toolbar row of its own: the Copy button never lies over the code, however wide the
          block or however far its long lines are scrolled. */}
      <div className="code-block-toolbar">
        <span className="code-block-language">{language}</span>
        <span
          id={hintId}
          className={`code-block-shortcut ${styles.shortcut}`}
          data-shown={active ? '' : undefined}
        >
          {shortcut}
        </span>
        <ShellButton
          type="button"
          size="small"
          variant="outlined"
          className={`code-block-copy ${styles.copy}`}
          onClick={() => copy(code)}
          aria-describedby={hintId}
          data-ga-event-category="code-block"
          data-ga-event-action="copy"
          data-ga-event-label={language}
        >
          {copied ? t('code.copied') : t('code.copy')}
        </ShellButton>
      </div>
      {/* Long lines scroll inside the block instead of widening the page. */}
      {/* Code reads left to right on a right-to-left page too. An attribute, not a style: the
          right-to-left style plugin would mirror `direction` along with everything else. */}
      <div
        {...bodyProps}
        className={
          bodyProps?.className ? `code-block-body ${bodyProps.className}` : 'code-block-body'
        }
        dir="ltr"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
