import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const steps = ['Create an account', 'Confirm your email', 'Invite your team'];

export default function BasicStack() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      {steps.map((step, index) => (
        <Box key={step} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {index + 1}. {step}
        </Box>
      ))}
    </Stack>
  );
}
