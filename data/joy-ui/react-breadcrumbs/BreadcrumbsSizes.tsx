import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function BreadcrumbsSizes() {
  return (
    <Stack spacing={1}>
      {SIZES.map((size) => (
        <Breadcrumbs key={size} size={size} aria-label={`Breadcrumbs, size ${size}`}>
          <Link color="neutral" href="#sizes">
            Docs
          </Link>
          <Link color="neutral" href="#sizes">
            Components
          </Link>
          <Typography aria-current="page">size {size}</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
