import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const TRAIL = ['Home', 'Library', 'Science', 'Biology', 'Botany'];

export default function CondensedBreadcrumbs() {
  const [expanded, setExpanded] = React.useState(false);
  const hidden = TRAIL.slice(1, -1);
  return (
    <Breadcrumbs aria-label="Condensed breadcrumbs">
      <Link color="neutral" href="#condensed-breadcrumbs">
        {TRAIL[0]}
      </Link>
      {expanded ? (
        hidden.map((item) => (
          <Link key={item} color="neutral" href="#condensed-breadcrumbs">
            {item}
          </Link>
        ))
      ) : (
        <Button
          size="sm"
          variant="plain"
          color="neutral"
          aria-label={`Show ${hidden.length} more levels`}
          onClick={() => setExpanded(true)}
          sx={{ minHeight: 0, px: 0.5 }}
        >
          …
        </Button>
      )}
      <Typography aria-current="page">Pollination</Typography>
    </Breadcrumbs>
  );
}
