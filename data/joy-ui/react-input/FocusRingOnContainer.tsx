import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';

export default function FocusRingOnContainer() {
  return (
    <Input
      placeholder="Promo code"
      slotProps={{ input: { 'aria-label': 'Promo code' } }}
      endDecorator={
        <Button variant="soft" size="sm">
          Apply
        </Button>
      }
      sx={{
        width: 300,
        maxWidth: '100%',
        // The ring appears while any element inside (the input or the button) has focus.
        '&:focus-within::before': {
          boxShadow: 'inset 0 0 0 2px var(--Input-focusedHighlight)',
        },
      }}
    />
  );
}
