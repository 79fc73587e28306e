import Box from '@mui/system/Box';

export default function ResponsiveVisibility() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        sx={{
          display: { xs: 'block', md: 'none' },
          p: 1,
          bgcolor: 'warning.light',
          color: 'common.black',
        }}
      >
        Shown below the md breakpoint
      </Box>
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          p: 1,
          bgcolor: 'success.light',
          color: 'common.black',
        }}
      >
        Shown from md and up
      </Box>
      <Box
        sx={{
          width: 220,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          border: 1,
          borderColor: 'divider',
          p: 1,
        }}
      >
        This sentence is too long for its box and ends with an ellipsis.
      </Box>
    </Box>
  );
}
