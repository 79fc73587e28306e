/**
 * The header's Search button and the Ctrl+K / Cmd+K shortcut. Deliberately small: the dialog,
 * its helpers and the index are loaded only when the dialog first opens.
 */
import * as React from 'react';
import HeaderButton from '@/components/layout/HeaderButton';
import { SearchIcon } from '@/components/layout/HeaderIcons';
import MountOnceOpened from '@/components/layout/MountOnceOpened';

// The dialog is the shell's own (no MUI): opening it loads its code and the index, nothing more.
const SearchDialog = React.lazy(() => import('./SearchDialog'));

function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

export default function SearchButton({ label }: { label: string }) {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

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
