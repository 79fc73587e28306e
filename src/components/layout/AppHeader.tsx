/** The header: home link, search, the area's controls, and the settings button. */
import * as React from 'react';
import NextLink from 'next/link';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import SearchButton from '@/components/search/SearchButton';
import LogoMark from './LogoMark';
import MountOnceOpened from './MountOnceOpened';

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
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}
    >
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
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
        <Stack
          direction="row"
          useFlexGap
          sx={{
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
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => setSettingsOpen(true)}
            onPointerEnter={() => void loadSettingsDrawer()}
            onFocus={() => void loadSettingsDrawer()}
            aria-haspopup="dialog"
          >
            {t('shell.settings')}
          </Button>
        </Stack>
      </Toolbar>
      <MountOnceOpened open={settingsOpen}>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </MountOnceOpened>
    </AppBar>
  );
}
