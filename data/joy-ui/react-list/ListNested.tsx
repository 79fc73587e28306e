import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const groups = [
  { title: 'Fruit', items: ['Apples', 'Pears'] },
  { title: 'Vegetables', items: ['Leeks', 'Carrots', 'Kale'] },
];

export default function ListNested() {
  return (
    <Sheet variant="outlined" sx={{ width: 240, maxWidth: '100%', borderRadius: 'sm' }}>
      <List size="sm">
        {groups.map((group) => (
          <ListItem nested key={group.title}>
            <ListSubheader>{group.title}</ListSubheader>
            <List>
              {group.items.map((item) => (
                <ListItem key={item}>
                  <ListItemButton>{item}</ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
