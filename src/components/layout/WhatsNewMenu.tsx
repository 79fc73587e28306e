/** The "What's new" menu: its own module, loaded the first time the menu opens. */
import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Notification } from '@/core/whatsNew';
import { localizePath, type Language } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';

/**
 * A note's page in the reader's language (src/content/notifications.test.ts checks that each has
 * both), or its external URL.
 */
function noteHref(href: string, language: Language): string {
  return href.startsWith('/') ? localizePath(href, language) : href;
}

export default function WhatsNewMenu({
  id,
  anchor,
  notes,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  notes: readonly Notification[];
  onClose: () => void;
}) {
  const t = useTranslate();
  const language = useUserLanguage();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxWidth: 360 } } }}
      MenuListProps={{ 'aria-label': t('shell.whatsNew') }}
    >
      {notes.length === 0 ? (
        <MenuItem disabled>{t('shell.whatsNewEmpty')}</MenuItem>
      ) : (
        notes.map((note) => (
          <MenuItem
            key={note.id}
            component="a"
            href={noteHref(note.href, language)}
            onClick={onClose}
            data-ga-event-category="whats-new"
            data-ga-event-action="note"
            data-ga-event-label={note.id}
            sx={{ display: 'block', whiteSpace: 'normal', py: 1.25 }}
          >
            <time
              dateTime={note.date}
              style={{ display: 'block', fontSize: '0.75rem', opacity: 0.8 }}
            >
              {note.date}
            </time>
            <span style={{ display: 'block', fontWeight: 600 }}>{note.title[language]}</span>
            <span style={{ display: 'block', fontSize: '0.8125rem' }}>{note.text[language]}</span>
          </MenuItem>
        ))
      )}
    </Menu>
  );
}
