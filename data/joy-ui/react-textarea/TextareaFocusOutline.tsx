import Textarea from '@mui/joy/Textarea';

export default function TextareaFocusOutline() {
  return (
    <Textarea
      aria-label="Outlined on focus"
      placeholder="Focus me to see an outline instead of a ring"
      minRows={2}
      sx={{
        maxWidth: 360,
        '--Textarea-focusedThickness': '0px',
        '&:focus-within': {
          outline: '2px solid var(--joy-palette-primary-500)',
          outlineOffset: '2px',
        },
      }}
    />
  );
}
