import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import AssignmentIcon from '@mui/icons-material/Assignment';
import FolderIcon from '@mui/icons-material/Folder';
import PageviewIcon from '@mui/icons-material/Pageview';

export default function IconAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar>
        <FolderIcon />
      </Avatar>
      <Avatar sx={{ bgcolor: 'secondary.main' }}>
        <PageviewIcon />
      </Avatar>
      <Avatar variant="rounded" sx={{ bgcolor: 'success.dark' }}>
        <AssignmentIcon />
      </Avatar>
    </Stack>
  );
}
