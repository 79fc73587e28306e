import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import Done from '@mui/icons-material/Done';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: { value: ColorPaletteProp; name: string }[] = [
  { value: 'primary', name: 'Ocean' },
  { value: 'success', name: 'Moss' },
  { value: 'warning', name: 'Amber' },
  { value: 'danger', name: 'Brick' },
];

export default function RadioProductColors() {
  const id = React.useId();
  const [color, setColor] = React.useState<string>('primary');
  return (
    <div>
      <Typography id={`${id}-color`} level="title-sm" sx={{ mb: 1 }}>
        Color: {colors.find((item) => item.value === color)?.name}
      </Typography>
      <RadioGroup
        aria-labelledby={`${id}-color`}
        orientation="horizontal"
        value={color}
        onChange={(event) => setColor(event.target.value)}
        sx={{ gap: 1.5 }}
      >
        {colors.map((item) => (
          <Radio
            key={item.value}
            variant="solid"
            color={item.value}
            value={item.value}
            checkedIcon={<Done />}
            slotProps={{
              input: { 'aria-label': item.name },
              radio: { sx: { width: 36, height: 36, '--Icon-fontSize': '20px' } },
            }}
          />
        ))}
      </RadioGroup>
    </div>
  );
}
