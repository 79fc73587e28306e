import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, getContrastRatio } from '@mui/material/styles';
import { amber, blue, deepPurple, green, indigo, pink, red, teal } from '@mui/material/colors';

const hues = { amber, blue, deepPurple, green, indigo, pink, red, teal };
type HueName = keyof typeof hues;
const shadeNames = ['300', '500', '700', '900'] as const;
type Shade = (typeof shadeNames)[number];

export default function PalettePicker() {
  const [primary, setPrimary] = React.useState<HueName>('indigo');
  const [secondary, setSecondary] = React.useState<HueName>('pink');
  const [shade, setShade] = React.useState<Shade>('500');
  const main = hues[primary][shade];
  const theme = React.useMemo(
    () =>
      createTheme({ palette: { primary: { main }, secondary: { main: hues[secondary][shade] } } }),
    [main, secondary, shade],
  );
  const ratio = getContrastRatio(main, theme.palette.primary.contrastText);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(
          [
            ['Primary', primary, setPrimary],
            ['Secondary', secondary, setSecondary],
          ] as const
        ).map(([label, value, set]) => (
          <TextField
            key={label}
            select
            SelectProps={{ native: true }}
            size="small"
            label={label}
            value={value}
            onChange={(event) => set(event.target.value as HueName)}
            sx={{ minWidth: 160 }}
          >
            {(Object.keys(hues) as HueName[]).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </TextField>
        ))}
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          label="Shade"
          value={shade}
          onChange={(event) => setShade(event.target.value as Shade)}
          sx={{ minWidth: 120 }}
        >
          {shadeNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
      </Stack>
      <ThemeProvider theme={theme}>
        <Box
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <Button variant="contained">Primary</Button>
          <Button variant="contained" color="secondary">
            Secondary
          </Button>
          <Chip label="Chip" color="primary" variant="outlined" />
          <Switch defaultChecked color="secondary" inputProps={{ 'aria-label': 'Sample switch' }} />
        </Box>
      </ThemeProvider>
      <Typography variant="body2">
        primary.main {main}: contrast with its text {ratio.toFixed(2)}:1{' '}
        {ratio >= 4.5 ? '(AA)' : '(below AA for body text)'}
      </Typography>
    </Stack>
  );
}
