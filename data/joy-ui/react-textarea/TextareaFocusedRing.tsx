import Textarea from '@mui/joy/Textarea';

export default function TextareaFocusedRing() {
  return (
    <Textarea
      aria-label="Feedback"
      placeholder="Click in the field to see a thicker green ring"
      minRows={2}
      sx={{
        maxWidth: 360,
        '--Textarea-focusedThickness': '3px',
        '--Textarea-focusedHighlight': 'var(--joy-palette-success-500)',
      }}
    />
  );
}
