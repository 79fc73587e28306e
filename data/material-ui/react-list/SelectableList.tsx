import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import SvgIcon from '@mui/material/SvgIcon';

const folders = [
  {
    id: 'inbox',
    label: 'Inbox',
    detail: '12 unread',
    path: 'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm0 12h-4c0 1.66-1.35 3-3 3s-3-1.34-3-3H5V5h14v10z',
  },
  {
    id: 'starred',
    label: 'Starred',
    detail: '3 messages',
    path: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  },
  {
    id: 'sent',
    label: 'Sent',
    detail: 'Last sent today',
    path: 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z',
  },
  {
    id: 'archive',
    label: 'Archive',
    detail: 'Read-only',
    path: 'M20 6H4V4h16v2zm-2 2H6v12h12V8zm-8 3h4v2h-4v-2z',
    disabled: true,
  },
];

export default function SelectableList() {
  const [selected, setSelected] = React.useState('inbox');

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List component="nav" aria-label="Mail folders">
        {folders.map((folder) => (
          <ListItemButton
            key={folder.id}
            selected={selected === folder.id}
            disabled={folder.disabled}
            onClick={() => setSelected(folder.id)}
          >
            <ListItemIcon>
              <SvgIcon>
                <path d={folder.path} />
              </SvgIcon>
            </ListItemIcon>
            <ListItemText primary={folder.label} secondary={folder.detail} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
