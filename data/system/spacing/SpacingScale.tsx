import Box from '@mui/system/Box';

const steps = [0.5, 1, 2, 3, 4, 6];

export default function SpacingScale() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {steps.map((step) => (
        <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box component="code" sx={{ width: 64 }}>
            pl: {step}
          </Box>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1 }}>
            <Box
              sx={{
                pl: step,
                height: 20,
                bgcolor: 'primary.main',
                width: 0,
                boxSizing: 'content-box',
              }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
