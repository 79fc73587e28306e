import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsBasics() {
  return (
    <Breadcrumbs aria-label="Store breadcrumbs">
      <Link color="primary" href="#basics">
        Store
      </Link>
      <Link color="primary" href="#basics">
        Garden
      </Link>
      <Typography aria-current="page">Watering cans</Typography>
    </Breadcrumbs>
  );
}
