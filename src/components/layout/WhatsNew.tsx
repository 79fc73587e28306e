/**
 * The header's "What's new" button (docs/product-rules.md#whats-new): the number of unread notes
 * of data/notifications.json on its icon, and a menu of the latest five. The notes load after
 * hydration, the menu (MUI's Menu) when first opened; opening it marks the listed notes read.
 */
import * as React from 'react';
import type { Notification } from '@/core/whatsNew';
import { interpolate } from '@/core/i18n';
import { useTranslate } from '@/providers/UserLanguageProvider';
import HeaderButton from './HeaderButton';
import { NotesIcon } from './HeaderIcons';
import MountOnceOpened from './MountOnceOpened';
import { afterInteractive } from './afterInteractive';
import { lazyWithMui } from './muiScope';
import styles from './WhatsNew.module.css';

const loadMenu = () => import('./WhatsNewMenu');
// The notes, their rules and the read state: a chunk loaded once the page is interactive.
const loadNotesModule = () => import('./whatsNewNotes');
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
    const cancel = afterInteractive(() => {
      void loadNotesModule().then(({ loadNotes }) => {
        if (!active) return;
        const { listed, unread: count } = loadNotes();
        setNotes(listed);
        setUnread(count);
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  const open = (target: HTMLElement) => {
    setAnchor(target);
    void loadNotesModule().then(({ markListedRead }) => markListedRead(notes));
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
        <WhatsNewMenu id={menuId} anchor={anchor} notes={notes} onClose={() => setAnchor(null)} />
      </MountOnceOpened>
    </>
  );
}
