import Box from '@mui/system/Box';

const base = {
  width: 96,
  height: 96,
  display: 'grid',
  placeItems: 'center',
  fontSize: 12,
  textAlign: 'center',
} as const;

export default function BorderShowcase() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ ...base, border: 1, borderColor: 'divider' }}>border: 1</Box>
      <Box sx={{ ...base, border: 3, borderColor: 'primary.main' }}>border: 3</Box>
      <Box sx={{ ...base, borderBottom: 2, borderColor: 'secondary.main' }}>bottom only</Box>
      <Box sx={{ ...base, border: 1, borderRadius: 2 }}>radius: 2</Box>
      <Box sx={{ ...base, border: '1px dashed', borderRadius: '50%' }}>radius: 50%</Box>
    </Box>
  );
}
