import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import IconButton from '@mui/joy/IconButton';
import Delete from '@mui/icons-material/Delete';
import DragIndicator from '@mui/icons-material/DragIndicator';

export default function ListActions() {
  const [items, setItems] = React.useState(['Buy stamps', 'Water the plants', 'Call the plumber']);
  return (
    <List variant="outlined" sx={{ maxWidth: 300, borderRadius: 'sm' }}>
      {items.map((item) => (
        <ListItem
          key={item}
          startAction={
            <IconButton aria-label={`Reorder ${item}`} size="sm" variant="plain" color="neutral">
              <DragIndicator />
            </IconButton>
          }
          endAction={
            <IconButton
              aria-label={`Delete ${item}`}
              size="sm"
              color="danger"
              onClick={() => setItems((current) => current.filter((entry) => entry !== item))}
            >
              <Delete />
            </IconButton>
          }
        >
          <ListItemButton>{item}</ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
