import Input from '@mui/joy/Input';

export default function FocusOutlineInput() {
  return (
    <Input
      placeholder="Focus shows an outline outside the border"
      slotProps={{ input: { 'aria-label': 'Input with an outline on focus' } }}
      sx={{
        width: 320,
        maxWidth: '100%',
        '&::before': { display: 'none' },
        '&:focus-within': {
          outline: '2px solid var(--Input-focusedHighlight)',
          outlineOffset: '2px',
        },
      }}
    />
  );
}
