import Box from '@mui/system/Box';

const area = { p: 1, bgcolor: 'action.hover', borderRadius: 1 } as const;

export default function GridAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        minHeight: 220,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateRows: { xs: 'auto', sm: 'auto 1fr auto' },
        gridTemplateAreas: {
          xs: '"header" "main" "sidebar" "footer"',
          sm: '"header header" "sidebar main" "footer footer"',
        },
      }}
    >
      <Box sx={{ ...area, gridArea: 'header' }}>Header</Box>
      <Box sx={{ ...area, gridArea: 'sidebar' }}>Sidebar</Box>
      <Box sx={{ ...area, gridArea: 'main' }}>Main content</Box>
      <Box sx={{ ...area, gridArea: 'footer' }}>Footer</Box>
    </Box>
  );
}
