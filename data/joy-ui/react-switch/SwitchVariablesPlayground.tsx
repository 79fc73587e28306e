import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Slider from '@mui/joy/Slider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SwitchVariablesPlayground() {
  const sliderId = React.useId();
  const [thumbSize, setThumbSize] = React.useState(16);
  const [trackWidth, setTrackWidth] = React.useState(40);
  const [trackHeight, setTrackHeight] = React.useState(24);
  const controls = [
    { name: '--Switch-thumbSize', value: thumbSize, set: setThumbSize, min: 8, max: 40 },
    { name: '--Switch-trackWidth', value: trackWidth, set: setTrackWidth, min: 24, max: 80 },
    { name: '--Switch-trackHeight', value: trackHeight, set: setTrackHeight, min: 12, max: 44 },
  ];
  const style = Object.fromEntries(
    controls.map((control) => [control.name, `${control.value}px`]),
  ) as React.CSSProperties;
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Stack spacing={1} sx={{ width: 220 }}>
        {controls.map((control) => (
          <FormControl id={`${sliderId}-${control.name}`} key={control.name}>
            <FormLabel>{control.name}</FormLabel>
            <Slider
              slotProps={{ input: { id: `${sliderId}-${control.name}` } }}
              aria-label={control.name}
              min={control.min}
              max={control.max}
              value={control.value}
              onChange={(_, value) => control.set(value as number)}
            />
          </FormControl>
        ))}
        <Typography level="body-xs" fontFamily="code">
          {controls.map((control) => `${control.name}: ${control.value}px;`).join(' ')}
        </Typography>
      </Stack>
      <Switch
        defaultChecked
        style={style}
        slotProps={{ input: { 'aria-label': 'Preview switch' } }}
      />
    </Stack>
  );
}
