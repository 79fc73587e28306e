import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { StackProps } from '@mui/material/Stack';
import Stack from '@mui/material/Stack';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch'],
} as const;

type Key = keyof typeof options;

export default function InteractiveStack() {
  const id = React.useId();
  const [settings, setSettings] = React.useState<Record<Key, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ height: 200, p: 1 }}>
        <Stack
          sx={{ height: '100%' }}
          spacing={1}
          direction={settings.direction as StackProps['direction']}
          justifyContent={settings.justifyContent}
          alignItems={settings.alignItems}
        >
          {[1, 2, 3].map((item) => (
            <Paper key={item} sx={{ p: 1.5, px: 2 + item }}>
              Item {item}
            </Paper>
          ))}
        </Stack>
      </Paper>
      {(Object.keys(options) as Key[]).map((key) => (
        <FormControl key={key}>
          <FormLabel id={`${id}-${key}`}>{key}</FormLabel>
          <RadioGroup
            row
            name={`${id}-${key}`}
            aria-labelledby={`${id}-${key}`}
            value={settings[key]}
            onChange={(event) => setSettings((prev) => ({ ...prev, [key]: event.target.value }))}
          >
            {options[key].map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio size="small" />}
                label={value}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
    </Stack>
  );
}
