/** The settings drawer: every preference of docs/product-rules.md#preferences-and-storage-keys, applied at once and remembered. */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useThemeState } from '@/providers/ThemeStateProvider';
import { useCodePreferences } from '@/providers/CodePreferencesProvider';
import { useTranslate } from '@/providers/UserLanguageProvider';
import '@/providers/strings/settingsStrings';
import { interpolate } from '@/core/i18n';
import { SETTINGS_DENSITY_ID, SETTINGS_DRAWER_TITLE_ID } from '@/core/pageIds';
import type { CodeStyling, CodeVariant } from '@/core/codePreferences';
import type { Direction, ModePreference } from '@/core/themeState';
import SettingsToggleGroup from './SettingsToggleGroup';

export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { state, dispatch } = useThemeState();
  const { codeVariant, codeStyling, setCodeVariant, setCodeStyling } = useCodePreferences();
  const titleId = SETTINGS_DRAWER_TITLE_ID;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={{
        role: 'dialog',
        'aria-labelledby': titleId,
        sx: { width: { xs: '100%', sm: 360 } },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}
      >
        <Typography id={titleId} component="h2" variant="h4">
          {t('shell.settings')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('shell.close')}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
            />
          </svg>
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2 }}>
        <SettingsToggleGroup<ModePreference>
          label={t('settings.mode')}
          gaAction="mode"
          value={state.mode}
          onChange={(mode) => dispatch({ type: 'CHANGE', payload: { mode } })}
          options={[
            { value: 'light', label: t('settings.light') },
            { value: 'system', label: t('settings.system') },
            { value: 'dark', label: t('settings.dark') },
          ]}
        />
        <SettingsToggleGroup<Direction>
          label={t('settings.direction')}
          gaAction="direction"
          value={state.direction}
          onChange={(direction) => dispatch({ type: 'CHANGE', payload: { direction } })}
          options={[
            { value: 'ltr', label: t('settings.ltr') },
            { value: 'rtl', label: t('settings.rtl') },
          ]}
        />
        <Box component="section" aria-labelledby={SETTINGS_DENSITY_ID}>
          <Typography id={SETTINGS_DENSITY_ID} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {t('settings.density')}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={state.dense}
                inputProps={{
                  role: 'switch',
                  ...{
                    'data-ga-event-category': 'settings',
                    'data-ga-event-action': 'dense',
                    'data-ga-event-label': state.dense ? 'off' : 'on',
                  },
                }}
                onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
              />
            }
            label={t('settings.dense')}
          />
          <Typography aria-live="polite" sx={{ my: 1 }}>
            {interpolate(t('settings.spacing'), { value: state.spacing })}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
              data-ga-event-category="settings"
              data-ga-event-action="spacing"
              data-ga-event-label="decrease"
            >
              {t('settings.decreaseSpacing')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
              data-ga-event-category="settings"
              data-ga-event-action="spacing"
              data-ga-event-label="increase"
            >
              {t('settings.increaseSpacing')}
            </Button>
            <Button
              variant="text"
              onClick={() => dispatch({ type: 'RESET_DENSITY' })}
              data-ga-event-category="settings"
              data-ga-event-action="spacing"
              data-ga-event-label="reset"
            >
              {t('settings.resetDensity')}
            </Button>
          </Stack>
        </Box>
        <SettingsToggleGroup<CodeVariant>
          label={t('settings.codeLanguage')}
          gaAction="codeVariant"
          value={codeVariant}
          onChange={setCodeVariant}
          options={[
            { value: 'JS', label: t('settings.javascript') },
            { value: 'TS', label: t('settings.typescript') },
          ]}
        />
        <SettingsToggleGroup<CodeStyling>
          label={t('settings.styling')}
          gaAction="codeStyling"
          value={codeStyling}
          onChange={setCodeStyling}
          options={[
            { value: 'system', label: t('settings.muiSystem') },
            { value: 'tailwind', label: t('settings.tailwind') },
            { value: 'css', label: t('settings.css') },
          ]}
        />
      </Stack>
    </Drawer>
  );
}
