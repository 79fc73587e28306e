import Box from '@mui/material/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        width: { xs: '100%', sm: 280 },
        p: 2,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 3,
        typography: 'body1',
        transition: 'background-color 150ms',
        '&:hover': { bgcolor: 'primary.dark' },
      }}
    >
      Theme-aware styles: spacing, palette, shadows and typography come from the theme. Hover to
      darken.
    </Box>
  );
}
