/** The header: home link, product switcher, search, language and the settings button. */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import SearchButton from '@/components/search/SearchButton';
import LogoMark from './LogoMark';
import MountOnceOpened from './MountOnceOpened';
import HeaderButton from './HeaderButton';
import { SettingsIcon } from './HeaderIcons';

// The drawer and its controls load when first asked for (a pointer over the button starts it
// early), not with every page.
const loadSettingsDrawer = () => import('@/components/settings/SettingsDrawer');
const SettingsDrawer = React.lazy(loadSettingsDrawer);

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
    // A plain sticky <header> with the library's app bar metrics (56px, 64px from `sm`), rather
    // than AppBar, Paper and Toolbar in every page's JavaScript for one flex row. One row at every
    // width: on phones the controls are icons, and the product switcher moves into the drawer.
    <Box
      component="header"
      className="site-header"
      sx={{
        position: 'sticky',
        top: 0,
        boxSizing: 'border-box',
        height: { xs: 56, sm: 64 },
        zIndex: 'appBar',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'nowrap',
          alignItems: 'center',
          gap: 1,
          height: '100%',
          paddingInline: { xs: 1.5, sm: 3 },
        }}
      >
        {startSlot}
        <Box
          component={NextLink}
          href={localizePath('/', language)}
          aria-label={t('shell.home')}
          data-ga-event-category="header"
          data-ga-event-action="logo"
          sx={{
            display: 'inline-flex',
            flexShrink: 0,
            alignItems: 'center',
            color: 'primary.main',
            p: 0.5,
          }}
        >
          <LogoMark />
        </Box>
        {afterLogoSlot}
        <Box sx={{ flexGrow: 1 }} />
        <SearchButton label={t('shell.search')} />
        {endSlot}
        <HeaderButton
          icon={<SettingsIcon />}
          name={t('shell.settings')}
          gaAction="settings"
          onClick={() => setSettingsOpen(true)}
          onPointerEnter={() => void loadSettingsDrawer()}
          onFocus={() => void loadSettingsDrawer()}
          aria-haspopup="dialog"
        />
      </Box>
      <MountOnceOpened open={settingsOpen}>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </MountOnceOpened>
    </Box>
  );
}
