import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioBasics() {
  return (
    <RadioGroup aria-label="Delivery speed" defaultValue="standard" name="radio-basics">
      <Radio value="standard" label="Standard (3 to 5 days)" />
      <Radio value="express" label="Express (next day)" />
    </RadioGroup>
  );
}
