import Box from '@mui/system/Box';

export default function ThemeAwareValues() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ p: 2, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 }}>
        p: 2, primary.main
      </Box>
      <Box sx={{ p: 2, boxShadow: 3, borderRadius: 2, bgcolor: 'background.paper' }}>
        boxShadow: 3
      </Box>
      <Box sx={{ p: 2, width: 1 / 3, border: 1, borderColor: 'secondary.main' }}>width: 1/3</Box>
      <Box sx={{ p: 2, typography: 'overline', color: 'text.secondary' }}>typography: overline</Box>
    </Box>
  );
}
