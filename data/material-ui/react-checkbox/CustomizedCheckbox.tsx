import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// Colours as sx tokens: they become the colour scheme's CSS variables.
const Box = styled('span')(({ theme }) =>
  theme.unstable_sx({
    width: 18,
    height: 18,
    borderRadius: '6px',
    border: 2,
    borderColor: 'text.secondary',
    color: 'primary.main',
    'input:hover ~ &': { borderColor: 'primary.main' },
    'input:focus-visible ~ &': { outline: '2px solid currentColor', outlineOffset: '2px' },
    'input:disabled ~ &': { borderColor: 'action.disabled' },
  }),
);

const CheckedBox = styled(Box)(({ theme }) =>
  theme.unstable_sx({
    borderColor: 'primary.main',
    bgcolor: 'primary.main',
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M4 8.5l2.5 2.5L12 5.5' fill='none' stroke='%23fff' stroke-width='2'/%3E%3C/svg%3E\")",
  }),
);

// Rounded boxes with a drawn tick, and no ripple.
function RoundedCheckbox(props: CheckboxProps) {
  return <Checkbox disableRipple icon={<Box />} checkedIcon={<CheckedBox />} {...props} />;
}

export default function CustomizedCheckbox() {
  return (
    <Stack>
      <FormControlLabel control={<RoundedCheckbox defaultChecked />} label="Rounded, checked" />
      <FormControlLabel control={<RoundedCheckbox />} label="Rounded" />
      <FormControlLabel control={<RoundedCheckbox disabled />} label="Rounded, disabled" />
    </Stack>
  );
}
