import Box from '@mui/joy/Box';

export default function BoxBasic() {
  return (
    <Box
      component="section"
      sx={{ p: 2, border: '1px dashed', borderColor: 'neutral.outlinedBorder' }}
    >
      This Box renders a section element.
    </Box>
  );
}
