import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function ButtonLink() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Typography>
      Shipping is free on orders over 50 euros.{' '}
      <Link
        component="button"
        variant="body1"
        onClick={() => setExpanded((prev) => !prev)}
        aria-expanded={expanded}
      >
        {expanded ? 'Show less' : 'Show details'}
      </Link>
      {expanded && ' Orders are dispatched within two working days and tracked by email.'}
    </Typography>
  );
}
