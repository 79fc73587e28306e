import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

export default function ButtonVariantsRow() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="solid">Publish</Button>
      <Button variant="soft">Preview</Button>
      <Button variant="outlined">Save as draft</Button>
      <Button variant="plain">Discard</Button>
    </Box>
  );
}
