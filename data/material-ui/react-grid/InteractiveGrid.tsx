import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid, { type GridDirection } from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: [
    'flex-start',
    'center',
    'flex-end',
    'space-between',
    'space-around',
    'space-evenly',
  ],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
} as const;

type Setting = keyof typeof options;

export default function InteractiveGrid() {
  const [values, setValues] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });
  const id = React.useId();

  return (
    <Stack spacing={2}>
      <Grid
        container
        spacing={2}
        direction={values.direction as GridDirection}
        justifyContent={values.justifyContent}
        alignItems={values.alignItems}
        sx={{ height: 260, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {[1, 2, 3].map((value) => (
          <Grid key={value} item>
            <Paper sx={{ p: 2, pt: value * 1, pb: value * 1 }}>Cell {value}</Paper>
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={2}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <FormControl key={setting}>
            <FormLabel id={`${id}-${setting}`}>{setting}</FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-${setting}`}
              value={values[setting]}
              onChange={(event) => setValues({ ...values, [setting]: event.target.value })}
            >
              {options[setting].map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio size="small" />}
                  label={option}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
      </Stack>
    </Stack>
  );
}
