import Input from '@mui/joy/Input';

export default function FocusedRingInput() {
  return (
    <Input
      placeholder="Focus me"
      slotProps={{ input: { 'aria-label': 'Input with a custom focus ring' } }}
      sx={{
        width: 260,
        maxWidth: '100%',
        '--Input-focusedThickness': '3px',
        '--Input-focusedHighlight': 'var(--joy-palette-success-400)',
      }}
    />
  );
}
