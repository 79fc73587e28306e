import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

function Divider() {
  return (
    <Box
      role="presentation"
      sx={{ alignSelf: 'stretch', border: 0, borderLeft: 1, borderTop: 1, borderColor: 'divider' }}
    />
  );
}

export default function ResponsiveStack() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      divider={<Divider />}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box>Overview</Box>
      <Box>Activity</Box>
      <Box>Settings</Box>
    </Stack>
  );
}
