import Box from '@mui/system/Box';

const widths = [1 / 4, 1 / 2, 3 / 4, 1];

export default function WidthFractions() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {widths.map((width) => (
        <Box
          key={width}
          sx={{
            width,
            p: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
          }}
        >
          width: {width}
        </Box>
      ))}
      <Box sx={{ width: 240, height: 40, p: 1, border: 1, borderColor: 'divider' }}>
        width: 240 (pixels)
      </Box>
    </Box>
  );
}
