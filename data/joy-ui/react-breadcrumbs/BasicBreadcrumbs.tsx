import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumbs">
      <Link color="neutral" href="#" onClick={(event) => event.preventDefault()}>
        Home
      </Link>
      <Link color="neutral" href="#" onClick={(event) => event.preventDefault()}>
        Projects
      </Link>
      <Typography aria-current="page">Website redesign</Typography>
    </Breadcrumbs>
  );
}
