import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';

export default function CheckboxFocusOutline() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Checkbox label="Ring on the box (default)" />
      <Sheet variant="outlined" sx={{ position: 'relative', p: 1.5, borderRadius: 'sm' }}>
        <Checkbox overlay label="Ring around the whole panel" />
      </Sheet>
    </Box>
  );
}
