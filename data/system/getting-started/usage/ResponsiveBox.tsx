import Box from '@mui/system/Box';

export default function ResponsiveBox() {
  return (
    <Box
      sx={{
        width: { xs: '100%', sm: '75%', md: '50%' },
        p: { xs: 1, sm: 2, md: 3 },
        bgcolor: { xs: 'secondary.light', md: 'primary.light' },
        color: 'common.black',
        borderRadius: 1,
        textAlign: 'center',
      }}
    >
      Resize the window: width, padding and colour change at the sm and md breakpoints.
    </Box>
  );
}
