import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const message =
  'The shared folder now holds the final versions of the brochure, the poster and the social images.';

export default function StackNoWrap() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar>JL</Avatar>
          {/* minWidth: 0 lets this flex child shrink below its text's width, so noWrap can cut it. */}
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap>{message}</Typography>
          </Box>
        </Stack>
      </Sheet>
    </Box>
  );
}
