import Box from '@mui/system/Box';

const paths = [
  'primary.main',
  'secondary.main',
  'success.main',
  'warning.main',
  'error.main',
  'info.main',
  'grey.500',
  '#0f766e',
];

export default function PaletteSwatches() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
    >
      {paths.map((path) => (
        <Box
          key={path}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
        >
          <Box sx={{ height: 40, bgcolor: path }} />
          <Box
            component="code"
            sx={{ display: 'block', p: 0.5, fontSize: 12, color: 'text.secondary' }}
          >
            {path}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
