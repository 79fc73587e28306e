import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const folders = ['Drive', 'Projects', '2024', 'Spring campaign', 'Assets', 'Photos'];

export default function CollapsedBreadcrumbs() {
  return (
    <Breadcrumbs
      maxItems={4}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      aria-label="folder path"
    >
      {folders.map((folder) => (
        <Link key={folder} underline="hover" color="inherit" href="#">
          {folder}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        beach.jpg
      </Typography>
    </Breadcrumbs>
  );
}
