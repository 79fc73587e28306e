import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const samples = [
  { label: "p: 2, bgcolor: 'primary.main'", sx: { p: 2, bgcolor: 'primary.main', color: '#fff' } },
  {
    label: "border: 1, borderColor: 'error.main'",
    sx: { p: 2, border: 1, borderColor: 'error.main' },
  },
  { label: 'boxShadow: 3, borderRadius: 2', sx: { p: 2, boxShadow: 3, borderRadius: 2 } },
  {
    label: "clipPath: 'inset(0 round 12px)' (plain CSS)",
    sx: { p: 2, bgcolor: 'grey.200', clipPath: 'inset(0 round 12px)' },
  },
];

export default function PropertyLookup() {
  return (
    <Stack spacing={2}>
      {samples.map((sample) => (
        <Box key={sample.label} sx={sample.sx}>
          <Box component="code" sx={{ fontSize: 13 }}>
            {sample.label}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
