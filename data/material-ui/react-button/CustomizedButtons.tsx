import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// A reusable pill-shaped button with its own colours, built with styled().
const PillButton = styled(Button)<ButtonProps>(({ theme }) => ({
  borderRadius: 999,
  textTransform: 'none',
  fontWeight: 600,
  paddingInline: theme.spacing(3),
  color: '#fff',
  backgroundColor: '#6a1b9a',
  '&:hover': { backgroundColor: '#4a148c' },
}));

export default function CustomizedButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <PillButton variant="contained">Join the beta</PillButton>
      {/* A one-off change with the sx prop. */}
      <Button
        variant="outlined"
        sx={{ textTransform: 'none', borderWidth: 2, '&:hover': { borderWidth: 2 } }}
      >
        Thick outline
      </Button>
    </Stack>
  );
}
