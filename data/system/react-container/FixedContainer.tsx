import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function FixedContainer() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 2 }}>
      <Container fixed disableGutters>
        <Box
          sx={{
            height: 120,
            bgcolor: 'primary.light',
            display: 'grid',
            placeItems: 'center',
            color: 'common.black',
          }}
        >
          fixed + disableGutters: width snaps to the breakpoint, no side padding
        </Box>
      </Container>
    </Box>
  );
}
