import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';

export default function SimpleCollapse() {
  const [details, setDetails] = React.useState(false);
  const [more, setMore] = React.useState(false);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <div>
        <Button size="small" onClick={() => setDetails((prev) => !prev)} aria-expanded={details}>
          {details ? 'Hide' : 'Show'} details
        </Button>
        <Collapse in={details} unmountOnExit>
          <Typography variant="body2" sx={{ p: 1, bgcolor: 'action.hover' }}>
            Collapse animates the height from zero. With unmountOnExit the text leaves the DOM when
            hidden.
          </Typography>
        </Collapse>
      </div>
      <div>
        <Collapse in={more} collapsedSize={44}>
          <Typography variant="body2">
            collapsedSize keeps the first lines visible. The rest of this paragraph only appears
            once you ask for it, which suits long descriptions, reviews and release notes that would
            otherwise push everything else down the page.
          </Typography>
        </Collapse>
        <Button size="small" onClick={() => setMore((prev) => !prev)} aria-expanded={more}>
          Read {more ? 'less' : 'more'}
        </Button>
      </div>
    </Box>
  );
}
