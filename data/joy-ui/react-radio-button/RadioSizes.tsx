import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioSizes() {
  return (
    <RadioGroup
      aria-label="Sizes"
      defaultValue="md"
      orientation="horizontal"
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <Radio value="sm" label="Small" size="sm" />
      <Radio value="md" label="Medium" size="md" />
      <Radio value="lg" label="Large" size="lg" />
    </RadioGroup>
  );
}
