import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';

export default function LinkAndTypography() {
  return (
    <Breadcrumbs aria-label="File path" separator="›">
      <Link
        color="neutral"
        href="#usage-with-link-and-typography"
        aria-label="Home folder"
        sx={{ display: 'flex' }}
      >
        <HomeRounded />
      </Link>
      <Link
        color="neutral"
        href="#usage-with-link-and-typography"
        startDecorator={<FolderOutlined />}
      >
        Reports
      </Link>
      <Typography
        startDecorator={<DescriptionOutlined />}
        aria-current="page"
        sx={{ fontWeight: 'lg' }}
      >
        Q3 summary.pdf
      </Typography>
    </Breadcrumbs>
  );
}
