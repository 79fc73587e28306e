import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';

const DIRECTIONS = ['row', 'row-reverse'] as const;
const JUSTIFY = ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'] as const;
const ALIGN = ['flex-start', 'center', 'flex-end', 'stretch'] as const;

function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (next: T) => void;
}) {
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        orientation="horizontal"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        sx={{ flexWrap: 'wrap', gap: 1.5 }}
      >
        {options.map((option) => (
          <Radio key={option} value={option} label={option} size="sm" />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export default function InteractiveGrid() {
  const [direction, setDirection] = React.useState<(typeof DIRECTIONS)[number]>('row');
  const [justify, setJustify] = React.useState<(typeof JUSTIFY)[number]>('center');
  const [align, setAlign] = React.useState<(typeof ALIGN)[number]>('center');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Grid
        container
        spacing={2}
        direction={direction}
        justifyContent={justify}
        alignItems={align}
        sx={{ minHeight: 180, bgcolor: 'background.level1', borderRadius: 'sm' }}
      >
        {[40, 80, 60].map((height, index) => (
          <Grid key={height}>
            <Sheet variant="outlined" sx={{ p: 1.5, minHeight: height, borderRadius: 'sm' }}>
              Cell {index + 1}
            </Sheet>
          </Grid>
        ))}
      </Grid>
      <Choice label="direction" options={DIRECTIONS} value={direction} onChange={setDirection} />
      <Choice label="justifyContent" options={JUSTIFY} value={justify} onChange={setJustify} />
      <Choice label="alignItems" options={ALIGN} value={align} onChange={setAlign} />
    </Box>
  );
}
