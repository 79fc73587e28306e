import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';

const people = [
  { name: 'Amara Okafor', initials: 'AO', role: 'Owner' },
  { name: 'Jonas Berg', initials: 'JB', role: 'Editor' },
  { name: 'Lucía Romero', initials: 'LR', role: 'Viewer' },
];

export default function ListDecorators() {
  return (
    <List sx={{ maxWidth: 320, '--ListItemDecorator-size': '48px' }}>
      {people.map((person) => (
        <ListItem
          key={person.name}
          endAction={
            <Chip size="sm" variant="soft">
              {person.role}
            </Chip>
          }
        >
          <ListItemDecorator>
            <Avatar component="span" size="sm">
              {person.initials}
            </Avatar>
          </ListItemDecorator>
          {person.name}
        </ListItem>
      ))}
    </List>
  );
}
