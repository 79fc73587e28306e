import Box from '@mui/joy/Box';

export default function BoxSx() {
  return (
    <Box
      component="section"
      sx={{
        p: 2,
        maxWidth: 320,
        border: '1px solid',
        borderColor: 'primary.300',
        borderRadius: 'md',
        bgcolor: 'primary.50',
        color: 'primary.700',
        boxShadow: 'sm',
        fontFamily: 'body',
        '&:hover': { bgcolor: 'primary.100' },
      }}
    >
      This section uses only theme tokens: palette colors, a radius, a shadow and the body font.
    </Box>
  );
}
