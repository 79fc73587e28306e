import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch'],
} as const;

type Setting = keyof typeof options;

export default function StackInteractive() {
  const id = React.useId();
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, fontSize: 14 }}>
      <Stack
        direction={settings.direction as Direction}
        justifyContent={settings.justifyContent}
        alignItems={settings.alignItems}
        spacing={1}
        sx={{ height: 200, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {[1, 2, 3].map((n) => (
          <Box
            key={n}
            sx={{
              px: 2,
              py: n,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 1,
            }}
          >
            {n}
          </Box>
        ))}
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <label
            key={setting}
            htmlFor={`${id}-${setting}`}
            style={{ display: 'flex', flexDirection: 'column' }}
          >
            {setting}
            <select
              id={`${id}-${setting}`}
              value={settings[setting]}
              onChange={(event) =>
                setSettings((prev) => ({ ...prev, [setting]: event.target.value }))
              }
            >
              {options[setting].map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
        ))}
      </Box>
    </Box>
  );
}
