import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const item = { px: 2, py: 1, border: 1, borderColor: 'divider', borderRadius: 1 };

export default function StackDirection() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Box sx={item}>Back</Box>
      <Box sx={item}>Save draft</Box>
      <Box sx={item}>Publish</Box>
    </Stack>
  );
}
