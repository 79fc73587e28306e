import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as colors from '@mui/material/colors';

const hues = [
  'red',
  'pink',
  'purple',
  'deepPurple',
  'indigo',
  'blue',
  'lightBlue',
  'cyan',
  'teal',
  'green',
  'lightGreen',
  'lime',
  'yellow',
  'amber',
  'orange',
  'deepOrange',
  'brown',
  'grey',
  'blueGrey',
] as const;
type Hue = (typeof hues)[number];

export default function HueShades() {
  const [hue, setHue] = React.useState<Hue>('teal');
  const shades = colors[hue] as Record<string, string>;
  return (
    <Box>
      <TextField
        select
        SelectProps={{ native: true }}
        size="small"
        label="Hue"
        value={hue}
        onChange={(event) => setHue(event.target.value as Hue)}
        sx={{ mb: 2, minWidth: 180 }}
      >
        {hues.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 1,
        }}
      >
        {Object.entries(shades).map(([shade, value]) => (
          <Box
            key={shade}
            sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
          >
            <Box sx={{ height: 40 }} style={{ background: value }} />
            <Typography variant="caption" component="p" sx={{ px: 1 }}>
              {shade} · {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
