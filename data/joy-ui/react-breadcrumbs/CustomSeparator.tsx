import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

const trail = ['Store', 'Kitchen', 'Knives'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function CustomSeparator() {
  return (
    <Stack spacing={1}>
      {sizes.map((size) => (
        <Breadcrumbs key={size} size={size} separator="›" aria-label={`breadcrumbs, size ${size}`}>
          {trail.map((item) => (
            <Link key={item} color="primary" href="#" onClick={(e) => e.preventDefault()}>
              {item}
            </Link>
          ))}
          <Typography aria-current="page">Chef&apos;s knife</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
