import Textarea from '@mui/joy/Textarea';

export default function TextareaFocusTrigger() {
  return (
    <Textarea
      aria-label="Keyboard focus only"
      placeholder="The ring shows when you reach this field with the Tab key"
      minRows={2}
      sx={{
        maxWidth: 360,
        '&:focus-within': { '--Textarea-focused': 0 },
        '&:has(textarea:focus-visible)': { '--Textarea-focused': 1 },
      }}
    />
  );
}
