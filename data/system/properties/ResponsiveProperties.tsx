import Box from '@mui/system/Box';

export default function ResponsiveProperties() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        gap: [1, 2, 3],
      }}
    >
      {['xs: one column', 'sm: two columns', 'md: four columns', 'gap grows too'].map((text) => (
        <Box
          key={text}
          sx={{
            p: { xs: 1, md: 2 },
            bgcolor: 'info.light',
            color: 'info.contrastText',
            borderRadius: 1,
          }}
        >
          {text}
        </Box>
      ))}
    </Box>
  );
}
