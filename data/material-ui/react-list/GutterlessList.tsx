import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

const files = ['report-q1.pdf', 'report-q2.pdf', 'report-q3.pdf'];

export default function GutterlessList() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      {files.map((file) => (
        <ListItem
          key={file}
          disableGutters
          secondaryAction={
            <IconButton aria-label={`Delete ${file}`}>
              <DeleteOutlineIcon />
            </IconButton>
          }
        >
          <ListItemText primary={file} />
        </ListItem>
      ))}
    </List>
  );
}
