import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

interface QueryParts {
  minWidth?: number;
  maxWidth?: number;
  orientation?: 'portrait' | 'landscape';
}

// Builds a media query string from an object, like the small json-to-media-query libraries do.
function toMediaQuery(parts: QueryParts): string {
  const features: string[] = [];
  if (parts.minWidth !== undefined) features.push(`(min-width:${parts.minWidth}px)`);
  if (parts.maxWidth !== undefined) features.push(`(max-width:${parts.maxWidth}px)`);
  if (parts.orientation) features.push(`(orientation:${parts.orientation})`);
  return features.join(' and ');
}

const query = toMediaQuery({ minWidth: 600, orientation: 'landscape' });

export default function JavaScriptMedia() {
  const matches = useMediaQuery(query);
  return (
    <Typography>
      <code>{query}</code> matches: <b>{String(matches)}</b>
    </Typography>
  );
}
