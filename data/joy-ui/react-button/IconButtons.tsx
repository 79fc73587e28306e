import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Share from '@mui/icons-material/Share';
import Settings from '@mui/icons-material/Settings';

export default function IconButtons() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <IconButton variant="solid" aria-label="Edit">
        <Edit />
      </IconButton>
      <IconButton variant="soft" aria-label="Share">
        <Share />
      </IconButton>
      <IconButton variant="outlined" color="danger" aria-label="Delete">
        <Delete />
      </IconButton>
      <IconButton variant="plain" size="sm" aria-label="Settings">
        <Settings />
      </IconButton>
      <IconButton variant="plain" size="lg" aria-label="Large settings">
        <Settings />
      </IconButton>
    </Box>
  );
}
