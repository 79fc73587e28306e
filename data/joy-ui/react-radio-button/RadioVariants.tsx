import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioVariants() {
  return (
    <RadioGroup
      aria-label="Variants"
      defaultValue="outlined"
      orientation="horizontal"
      sx={{ flexWrap: 'wrap', gap: 2 }}
    >
      <Radio value="outlined" label="Outlined" variant="outlined" />
      <Radio value="soft" label="Soft" variant="soft" />
      <Radio value="solid" label="Solid" variant="solid" />
      <Radio value="plain" label="Plain" variant="plain" />
    </RadioGroup>
  );
}
