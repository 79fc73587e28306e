import * as React from 'react';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Input from '@mui/material/Input';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function InputSlider() {
  const id = React.useId();
  const [value, setValue] = React.useState<number | ''>(30);

  const clamp = () => {
    if (value === '') return;
    setValue(Math.min(100, Math.max(0, value)));
  };

  return (
    <Stack sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id={id} gutterBottom>
        Volume
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <VolumeUp aria-hidden />
        <Slider
          value={typeof value === 'number' ? value : 0}
          onChange={(_event, newValue) => setValue(newValue as number)}
          aria-labelledby={id}
        />
        <Input
          value={value}
          size="small"
          onChange={(event) =>
            setValue(event.target.value === '' ? '' : Number(event.target.value))
          }
          onBlur={clamp}
          inputProps={{ step: 10, min: 0, max: 100, type: 'number', 'aria-labelledby': id }}
          sx={{ width: 64 }}
        />
      </Stack>
    </Stack>
  );
}
