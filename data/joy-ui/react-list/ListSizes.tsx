import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Folder from '@mui/icons-material/Folder';

export default function ListSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size}>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            size=&quot;{size}&quot;
          </Typography>
          <List size={size} variant="outlined" sx={{ width: 160, borderRadius: 'sm' }}>
            {['Photos', 'Music'].map((name) => (
              <ListItem key={name}>
                <ListItemButton>
                  <ListItemDecorator>
                    <Folder />
                  </ListItemDecorator>
                  {name}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </Box>
  );
}
