import Stack from '@mui/material/Stack';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const trail = ['Docs', 'Guides', 'Deployment'];

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export default function CustomSeparator() {
  const separators = [
    { label: 'Guillemet', node: '›' },
    { label: 'Dash', node: '-' },
    { label: 'SVG', node: <Chevron /> },
  ];

  return (
    <Stack spacing={2}>
      {separators.map((separator) => (
        <Breadcrumbs
          key={separator.label}
          separator={separator.node}
          aria-label={`breadcrumb with ${separator.label}`}
        >
          {trail.slice(0, -1).map((item) => (
            <Link key={item} underline="hover" color="inherit" href="#">
              {item}
            </Link>
          ))}
          <Typography color="text.primary" aria-current="page">
            {trail[trail.length - 1]}
          </Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
