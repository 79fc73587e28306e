import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioLabel() {
  return (
    <RadioGroup aria-label="Reply to" defaultValue="sender" name="radio-label">
      <Radio value="sender" label="Reply to the sender" />
      <Radio value="all" label="Reply to everyone" />
    </RadioGroup>
  );
}
