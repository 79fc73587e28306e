import Box from '@mui/system/Box';

export default function ProfileCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        maxWidth: 360,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 'bold',
        }}
      >
        AL
      </Box>
      <Box>
        <Box sx={{ fontWeight: 500 }}>Ada Lovelace</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Analytical engine programmer</Box>
      </Box>
    </Box>
  );
}
