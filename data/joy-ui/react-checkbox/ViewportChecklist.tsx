import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const SECTIONS = [
  { title: 'Before you leave', items: ['Passport', 'Tickets', 'Travel insurance', 'House keys'] },
  { title: 'Clothes', items: ['Rain jacket', 'Walking shoes', 'Swimsuit', 'Sun hat'] },
  { title: 'Electronics', items: ['Phone charger', 'Plug adapter', 'Headphones', 'Power bank'] },
];

export default function ViewportChecklist() {
  const [done, setDone] = React.useState<string[]>(['Passport']);
  return (
    <Sheet
      variant="outlined"
      sx={{ width: 300, maxWidth: '100%', maxHeight: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {SECTIONS.map((section) => (
          <ListItem nested key={section.title}>
            <ListSubheader sticky>{section.title}</ListSubheader>
            <List>
              {section.items.map((item) => (
                <ListItem key={item}>
                  <Checkbox
                    label={item}
                    checked={done.includes(item)}
                    onChange={(event) =>
                      setDone((list) =>
                        event.target.checked
                          ? [...list, item]
                          : list.filter((entry) => entry !== item),
                      )
                    }
                  />
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
