/**
 * The header's "What's new" button (docs/product-rules.md#whats-new): the number of unread notes
 * of data/notifications.json on its icon, and a menu of the latest five. The notes load after
 * hydration, the menu (MUI's Menu) when first opened; opening it marks the listed notes read.
 */
import * as React from 'react';
import {
  WHATS_NEW_READ_KEY,
  latestNotes,
  markAllRead,
  parseReadIds,
  unreadCount,
} from '@/core/whatsNewRead';
import type { Notification } from '@/core/whatsNew';
import { interpolate } from '@/core/i18n';
import { readStorage, writeStorage } from '@/providers/browserStorage';
import { useTranslate } from '@/providers/UserLanguageProvider';
import HeaderButton from './HeaderButton';
import { NotesIcon } from './HeaderIcons';
import MountOnceOpened from './MountOnceOpened';
import { lazyWithMui } from './muiScope';
import styles from './WhatsNew.module.css';

const loadMenu = () => import('./WhatsNewMenu');
const WhatsNewMenu = lazyWithMui(loadMenu);

export default function WhatsNew() {
  const t = useTranslate();
  const [notes, setNotes] = React.useState<Notification[]>([]);
  const [unread, setUnread] = React.useState(0);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();
  const countId = React.useId();

  React.useEffect(() => {
    let active = true;
    void import('./whatsNewNotes').then(({ loadNotes }) => {
      if (!active) return;
      const loaded = loadNotes();
      setNotes(loaded);
      setUnread(unreadCount(loaded, parseReadIds(readStorage(WHATS_NEW_READ_KEY))));
    });
    return () => {
      active = false;
    };
  }, []);

  const open = (target: HTMLElement) => {
    setAnchor(target);
    const read = markAllRead(notes, parseReadIds(readStorage(WHATS_NEW_READ_KEY)));
    writeStorage(WHATS_NEW_READ_KEY, JSON.stringify(read));
    setUnread(0);
  };

  return (
    <>
      <HeaderButton
        icon={
          <span className={styles.iconBox}>
            <NotesIcon />
            {unread > 0 ? (
              <>
                <span className={`whats-new-count ${styles.count}`} aria-hidden="true">
                  {unread}
                </span>
                {/* Inside the button, so no layout rule counts it as text beside the button. */}
                <span id={countId} className={styles.visuallyHidden}>
                  {interpolate(t('shell.whatsNewUnread'), { count: unread })}
                </span>
              </>
            ) : null}
          </span>
        }
        name={t('shell.whatsNew')}
        labelFrom="never"
        gaAction="whats-new"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-describedby={unread > 0 ? countId : undefined}
        onClick={(event) => open(event.currentTarget)}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
      />
      <MountOnceOpened open={anchor !== null}>
        <WhatsNewMenu
          id={menuId}
          anchor={anchor}
          notes={latestNotes(notes)}
          onClose={() => setAnchor(null)}
        />
      </MountOnceOpened>
    </>
  );
}
