import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

export default function ActiveLastBreadcrumb() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="#">
        Shop
      </Link>
      <Link underline="hover" color="inherit" href="#">
        Kitchen
      </Link>
      {/* The current page stays a link, marked as current and in the text colour. */}
      <Link underline="hover" color="text.primary" href="#" aria-current="page">
        Knives
      </Link>
    </Breadcrumbs>
  );
}
