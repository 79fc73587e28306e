import * as React from 'react';
import Slider from '@mui/joy/Slider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SliderVariablesPlayground() {
  const sliderId = React.useId();
  const [trackSize, setTrackSize] = React.useState(6);
  const [thumbSize, setThumbSize] = React.useState(14);
  const [thumbWidth, setThumbWidth] = React.useState(14);
  const controls = [
    { name: '--Slider-trackSize', value: trackSize, set: setTrackSize, min: 2, max: 20 },
    { name: '--Slider-thumbSize', value: thumbSize, set: setThumbSize, min: 8, max: 32 },
    { name: '--Slider-thumbWidth', value: thumbWidth, set: setThumbWidth, min: 4, max: 32 },
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
              size="sm"
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
      <Slider aria-label="Preview slider" defaultValue={60} style={style} sx={{ width: 200 }} />
    </Stack>
  );
}
