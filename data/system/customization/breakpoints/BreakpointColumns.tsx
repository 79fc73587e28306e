import Box from '@mui/system/Box';

export default function BreakpointColumns() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {['One', 'Two', 'Three', 'Four'].map((label) => (
        <Box
          key={label}
          sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, textAlign: 'center' }}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}
