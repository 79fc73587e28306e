/**
 * The header's Search button and the Ctrl+K / Cmd+K shortcut. Deliberately small: the dialog,
 * its helpers and the index are loaded only when the dialog first opens.
 */
import * as React from 'react';
import HeaderButton from '@/components/layout/HeaderButton';
import { SearchIcon } from '@/components/layout/HeaderIcons';
import MountOnceOpened from '@/components/layout/MountOnceOpened';
import { DEFAULT_SHORTCUT_LABEL, searchShortcutLabel } from '@/core/searchShortcut';
import styles from './SearchButton.module.css';

// The dialog is the shell's own (no MUI): opening it loads its code and the index, nothing more.
const SearchDialog = React.lazy(() => import('./SearchDialog'));

/** The platform the browser reports, newest API first; null where neither exists. */
function browserPlatform(): string | null {
  const withData = navigator as Navigator & { userAgentData?: { platform?: string } };
  return withData.userAgentData?.platform || navigator.platform || null;
}

function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

export default function SearchButton({ label }: { label: string }) {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  // The server cannot know the platform: it renders Ctrl K, and an Apple browser switches to ⌘K.
  const [shortcut, setShortcut] = React.useState(DEFAULT_SHORTCUT_LABEL);
  React.useEffect(() => setShortcut(searchShortcutLabel(browserPlatform())), []);

  const show = React.useCallback(() => setOpen(true), []);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (isShortcut(event)) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const close = React.useCallback(() => {
    setOpen(false);
    // The browser gives focus back to where it was before the dialog; if nowhere, to this button.
    window.setTimeout(() => {
      if (document.activeElement === null || document.activeElement === document.body) {
        buttonRef.current?.focus();
      }
    }, 0);
  }, []);

  return (
    <>
      <HeaderButton
        ref={buttonRef}
        icon={<SearchIcon />}
        name={label}
        label={
          <>
            {label}
            {/* Wide screens only; the button's name stays the word alone. */}
            <kbd className={styles.shortcut} data-search-shortcut="">
              {shortcut}
            </kbd>
          </>
        }
        labelFrom="sm"
        gaAction="search"
        onClick={show}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
      />
      <MountOnceOpened open={open}>
        <SearchDialog open={open} onClose={close} />
      </MountOnceOpened>
    </>
  );
}
