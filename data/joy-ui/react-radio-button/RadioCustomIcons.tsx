import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

export default function RadioCustomIcons() {
  return (
    <RadioGroup
      aria-label="Pizza crust"
      defaultValue="thin"
      orientation="horizontal"
      sx={{ flexWrap: 'wrap', gap: 2 }}
    >
      {['thin', 'classic', 'deep'].map((crust) => (
        <Radio
          key={crust}
          value={crust}
          label={`${crust[0].toUpperCase()}${crust.slice(1)} crust`}
          color="success"
          checkedIcon={<CheckCircleRounded />}
        />
      ))}
    </RadioGroup>
  );
}
