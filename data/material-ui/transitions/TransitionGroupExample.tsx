import * as React from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

const fruits = ['Apple', 'Banana', 'Cherry', 'Damson', 'Elderberry', 'Fig'];

interface Entry {
  name: string;
  leaving: boolean;
  added: boolean;
}

export default function TransitionGroupExample() {
  const [entries, setEntries] = React.useState<Entry[]>(
    fruits.slice(0, 3).map((name) => ({ name, leaving: false, added: false })),
  );
  const next = fruits.find((fruit) => !entries.some((entry) => entry.name === fruit));

  // Only added items animate in, so the first render (also on the server) shows the list.
  // An item is first marked as leaving, collapses, and is removed once its exit ends.
  const remove = (name: string) =>
    setEntries((prev) => prev.map((e) => (e.name === name ? { ...e, leaving: true } : e)));
  const drop = (name: string) => setEntries((prev) => prev.filter((e) => e.name !== name));

  return (
    <Box sx={{ maxWidth: 320 }}>
      <Button
        variant="contained"
        disabled={next === undefined}
        onClick={() =>
          next && setEntries((prev) => [...prev, { name: next, leaving: false, added: true }])
        }
      >
        Add a fruit
      </Button>
      <List component="div" sx={{ mt: 1 }}>
        {entries.map((entry) => (
          <Collapse
            key={entry.name}
            in={!entry.leaving}
            appear={entry.added}
            onExited={() => drop(entry.name)}
          >
            <ListItem
              component="div"
              ContainerComponent="div"
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${entry.name}`}
                  onClick={() => remove(entry.name)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={entry.name} />
            </ListItem>
          </Collapse>
        ))}
      </List>
    </Box>
  );
}
