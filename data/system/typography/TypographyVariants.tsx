import Box from '@mui/system/Box';

export default function TypographyVariants() {
  return (
    <Box>
      <Box sx={{ typography: 'h5', mb: 1 }}>Quarterly report</Box>
      <Box sx={{ typography: 'subtitle2', color: 'text.secondary', mb: 2 }}>
        Published 17 April 2024
      </Box>
      <Box sx={{ fontWeight: 'bold', fontSize: 14 }}>fontWeight: bold</Box>
      <Box sx={{ fontWeight: 'fontWeightLight', fontSize: 14 }}>
        fontWeight: fontWeightLight (theme key)
      </Box>
      <Box sx={{ fontStyle: 'italic', letterSpacing: 2, textTransform: 'uppercase', fontSize: 12 }}>
        italic, letter-spaced, uppercase
      </Box>
      <Box sx={{ textAlign: 'right', fontFamily: 'monospace' }}>monospace, right aligned</Box>
    </Box>
  );
}
