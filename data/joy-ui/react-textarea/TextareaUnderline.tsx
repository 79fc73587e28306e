import Textarea from '@mui/joy/Textarea';

export default function TextareaUnderline() {
  return (
    <Textarea
      aria-label="Journal entry"
      placeholder="Today I…"
      minRows={2}
      variant="plain"
      sx={{
        maxWidth: 360,
        borderRadius: 0,
        borderBottom: '2px solid',
        borderColor: 'neutral.outlinedBorder',
        '--Textarea-focusedThickness': '0px',
        '&:hover': { borderColor: 'neutral.outlinedHoverBorder' },
        '&:focus-within': { borderColor: 'primary.500' },
      }}
    />
  );
}
