import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Slider from '@mui/joy/Slider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinearProgressVariables() {
  const sliderId = React.useId();
  const [thickness, setThickness] = React.useState(6);
  const [radius, setRadius] = React.useState(6);
  const [progressRadius, setProgressRadius] = React.useState(6);
  const controls = [
    { name: '--LinearProgress-thickness', value: thickness, set: setThickness, max: 32 },
    { name: '--LinearProgress-radius', value: radius, set: setRadius, max: 16 },
    {
      name: '--LinearProgress-progressRadius',
      value: progressRadius,
      set: setProgressRadius,
      max: 16,
    },
  ];
  const style = Object.fromEntries(
    controls.map((control) => [control.name, `${control.value}px`]),
  ) as React.CSSProperties;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {controls.map((control) => (
          <FormControl id={`${sliderId}-${control.name}`} key={control.name} sx={{ width: 200 }}>
            <FormLabel sx={{ fontSize: 'xs' }}>{control.name}</FormLabel>
            <Slider
              slotProps={{ input: { id: `${sliderId}-${control.name}` } }}
              size="sm"
              aria-label={control.name}
              min={0}
              max={control.max}
              value={control.value}
              onChange={(_, value) => control.set(value as number)}
            />
          </FormControl>
        ))}
      </Stack>
      <Typography level="body-xs" fontFamily="code">
        {controls.map((control) => `${control.name}: ${control.value}px;`).join(' ')}
      </Typography>
      <LinearProgress
        determinate
        value={55}
        variant="outlined"
        style={style}
        aria-label="Preview"
      />
    </Stack>
  );
}
