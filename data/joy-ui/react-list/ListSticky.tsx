import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const contacts: Record<string, string[]> = {
  A: ['Abebe', 'Alice', 'Anders'],
  B: ['Beatriz', 'Bilal', 'Bo'],
  C: ['Camille', 'Chiara', 'Cyrus'],
  D: ['Dara', 'Dmitri', 'Dolores'],
};

export default function ListSticky() {
  return (
    <Sheet
      tabIndex={0}
      role="region"
      aria-label="Contacts, scrollable"
      variant="outlined"
      sx={{ width: 260, maxWidth: '100%', maxHeight: 240, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {Object.entries(contacts).map(([letter, names]) => (
          <ListItem nested key={letter}>
            <ListSubheader sticky>{letter}</ListSubheader>
            <List>
              {names.map((name) => (
                <ListItem key={name}>{name}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
