import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const folders = ['Inbox', 'Starred', 'Sent', 'Drafts'];
const labels = ['Work', 'Family'];

export default function SelectableList() {
  const [selected, setSelected] = React.useState('Inbox');
  return (
    <Sheet variant="outlined" sx={{ width: 240, borderRadius: 'sm' }}>
      <List component="nav" aria-label="Mail folders" size="sm" sx={{ '--ListItem-radius': '6px' }}>
        {folders.map((folder) => (
          <ListItem key={folder}>
            <ListItemButton selected={selected === folder} onClick={() => setSelected(folder)}>
              {folder}
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem nested>
          <ListSubheader>Labels</ListSubheader>
          <List>
            {labels.map((label) => (
              <ListItem key={label}>
                <ListItemButton selected={selected === label} onClick={() => setSelected(label)}>
                  {label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </ListItem>
      </List>
    </Sheet>
  );
}
