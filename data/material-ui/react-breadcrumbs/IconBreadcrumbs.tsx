import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link
        underline="hover"
        color="inherit"
        href="#"
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <HomeIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Home
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="#"
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <FolderIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Reports
      </Link>
      <Typography
        color="text.primary"
        sx={{ display: 'flex', alignItems: 'center' }}
        aria-current="page"
      >
        <InsertDriveFileIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        March.pdf
      </Typography>
    </Breadcrumbs>
  );
}
