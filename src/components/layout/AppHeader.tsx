/**
 * The header: home link, product switcher, search, what's new, language, the repository link and
 * the settings button.
 */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import SearchButton from '@/components/search/SearchButton';
import LogoMark from './LogoMark';
import MountOnceOpened from './MountOnceOpened';
import HeaderButton from './HeaderButton';
import RepositoryLink from './RepositoryLink';
import WhatsNew from './WhatsNew';
import { SettingsIcon } from './HeaderIcons';
import { lazyWithMui } from './muiScope';
import styles from './AppHeader.module.css';

// The drawer and its controls load when first asked for (a pointer over the button starts it
// early), not with every page.
const loadSettingsDrawer = () => import('@/components/settings/SettingsDrawer');
const SettingsDrawer = lazyWithMui(loadSettingsDrawer);

export default function AppHeader({
  startSlot,
  afterLogoSlot,
  endSlot,
}: {
  /** Controls before the home link (the navigation menu button on phones). */
  startSlot?: React.ReactNode;
  /** Controls after the home link (the product switcher, from tablets up). */
  afterLogoSlot?: React.ReactNode;
  /** Controls between Search and Settings (the language menu). */
  endSlot?: React.ReactNode;
}) {
  const t = useTranslate();
  const language = useUserLanguage();
  const [settingsOpen, setSettingsOpen] = React.useState(false);

  return (
    // A plain sticky <header> styled by static CSS (AppHeader.module.css), not AppBar, Paper
    // and Toolbar in every page's JavaScript for one flex row.
    <header className={`site-header ${styles.header}`}>
      <div className={styles.row}>
        {startSlot}
        <SiteLink
          href={localizePath('/', language)}
          aria-label={t('shell.home')}
          data-ga-event-category="header"
          data-ga-event-action="logo"
          className={styles.home}
        >
          <LogoMark />
        </SiteLink>
        {afterLogoSlot}
        <div className={styles.spacer} />
        <SearchButton label={t('shell.search')} />
        <WhatsNew />
        {endSlot}
        <RepositoryLink />
        <HeaderButton
          icon={<SettingsIcon />}
          name={t('shell.settings')}
          gaAction="settings"
          onClick={() => setSettingsOpen(true)}
          onPointerEnter={() => void loadSettingsDrawer()}
          onFocus={() => void loadSettingsDrawer()}
          aria-haspopup="dialog"
        />
      </div>
      <MountOnceOpened open={settingsOpen}>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </MountOnceOpened>
    </header>
  );
}
