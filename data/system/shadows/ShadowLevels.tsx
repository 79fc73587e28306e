import Box from '@mui/system/Box';

const levels = [0, 1, 3, 6, 12, 24];

export default function ShadowLevels() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 2 }}>
      {levels.map((level) => (
        <Box
          key={level}
          sx={{
            width: 96,
            height: 64,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: level,
          }}
        >
          {level}
        </Box>
      ))}
      <Box
        sx={{
          width: 96,
          height: 64,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1,
          boxShadow: '0 0 0 3px rgba(25, 118, 210, 0.4)',
        }}
      >
        custom
      </Box>
    </Box>
  );
}
