import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function RadioColors() {
  return (
    <RadioGroup
      aria-label="Colors"
      defaultValue="primary"
      orientation="horizontal"
      sx={{ flexWrap: 'wrap', gap: 2 }}
    >
      {colors.map((color) => (
        <Radio key={color} value={color} label={color} color={color} />
      ))}
    </RadioGroup>
  );
}
