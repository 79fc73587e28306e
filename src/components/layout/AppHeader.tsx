/** The header: home link, search, the area's controls, and the settings button. */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import SearchButton from '@/components/search/SearchButton';
import LogoMark from './LogoMark';
import MountOnceOpened from './MountOnceOpened';
import ShellButton from './ShellButton';

// The drawer and its controls load when first asked for (a pointer over the button starts it
// early), not with every page.
const loadSettingsDrawer = () => import('@/components/settings/SettingsDrawer');
const SettingsDrawer = React.lazy(loadSettingsDrawer);

export default function AppHeader({
  startSlot,
  endSlot,
}: {
  /** Controls before the home link (the navigation menu button on phones). */
  startSlot?: React.ReactNode;
  /** Controls before the settings button (product switcher, language menu). */
  endSlot?: React.ReactNode;
}) {
  const t = useTranslate();
  const language = useUserLanguage();
  const [settingsOpen, setSettingsOpen] = React.useState(false);

  return (
    // A plain sticky <header> with the library's app bar metrics (56px, 64px from `sm`), rather
    // than AppBar, Paper and Toolbar in every page's JavaScript for one flex row.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
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
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          minHeight: { xs: 56, sm: 64 },
          px: { xs: 2, sm: 3 },
        }}
      >
        {startSlot}
        <Box
          component={NextLink}
          href={localizePath('/', language)}
          aria-label={t('shell.home')}
          sx={{ display: 'inline-flex', alignItems: 'center', color: 'primary.main', p: 0.5 }}
        >
          <LogoMark />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'row',
            alignItems: 'center',
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            gap: 1,
            maxWidth: '100%',
            py: { xs: 0.5, sm: 0 },
          }}
        >
          <SearchButton label={t('shell.search')} />
          {endSlot}
          <ShellButton
            type="button"
            variant="outlined"
            onClick={() => setSettingsOpen(true)}
            onPointerEnter={() => void loadSettingsDrawer()}
            onFocus={() => void loadSettingsDrawer()}
            aria-haspopup="dialog"
          >
            {t('shell.settings')}
          </ShellButton>
        </Box>
      </Box>
      <MountOnceOpened open={settingsOpen}>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </MountOnceOpened>
    </Box>
  );
}
