import Box from '@mui/material/Box';

export default function BoxComponent() {
  return (
    <Box
      component="section"
      aria-labelledby="box-component-heading"
      sx={{ p: 2, border: '1px dashed', borderColor: 'grey.500' }}
    >
      <Box component="h3" id="box-component-heading" sx={{ m: 0, mb: 1, typography: 'subtitle1' }}>
        A section rendered by Box
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        <li>The outer Box is a section element.</li>
        <li>The heading is an h3, the list a ul.</li>
        <Box component="li" sx={{ color: 'success.main' }}>
          Even list items can be styled Box elements.
        </Box>
      </Box>
    </Box>
  );
}
