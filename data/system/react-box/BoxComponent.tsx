import Box from '@mui/system/Box';

export default function BoxComponent() {
  return (
    <Box
      component="section"
      aria-labelledby="box-component-title"
      sx={{ p: 2, border: '1px dashed', borderColor: 'divider' }}
    >
      <Box component="h3" id="box-component-title" sx={{ m: 0, mb: 1, fontSize: 18 }}>
        Release notes
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 3, color: 'text.secondary' }}>
        <li>Faster startup</li>
        <li>New keyboard shortcuts</li>
      </Box>
      <Box
        component="button"
        type="button"
        sx={{
          mt: 2,
          px: 2,
          py: 1,
          border: 0,
          borderRadius: 1,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          cursor: 'pointer',
        }}
      >
        Read more
      </Box>
    </Box>
  );
}
