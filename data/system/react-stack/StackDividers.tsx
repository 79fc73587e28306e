import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

export default function StackDividers() {
  return (
    // The divider element is inserted between every two children.
    <Stack
      direction="row"
      spacing={2}
      divider={
        <Box role="presentation" sx={{ width: '1px', alignSelf: 'stretch', bgcolor: 'divider' }} />
      }
      sx={{ fontSize: 14 }}
    >
      <Box>12 posts</Box>
      <Box>340 followers</Box>
      <Box>87 following</Box>
    </Stack>
  );
}
