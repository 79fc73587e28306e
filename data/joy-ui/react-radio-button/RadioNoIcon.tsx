import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioNoIcon() {
  return (
    <RadioGroup
      aria-label="Answer"
      defaultValue="maybe"
      orientation="horizontal"
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {['yes', 'maybe', 'no'].map((answer) => (
        <Radio
          key={answer}
          value={answer}
          label={answer}
          disableIcon
          variant="outlined"
          sx={{ px: 2, py: 1, borderRadius: 'xl', textTransform: 'capitalize' }}
          slotProps={{
            action: ({ checked }) => ({
              sx: checked ? { bgcolor: 'primary.softBg', borderColor: 'primary.500' } : {},
            }),
          }}
        />
      ))}
    </RadioGroup>
  );
}
