import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';

export default function ComponentVariables() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <List
        variant="outlined"
        aria-label="Folders"
        sx={{ '--ListItem-minHeight': '48px', '--List-padding': '8px', borderRadius: 'sm' }}
      >
        <ListItem>
          <ListItemButton>Inbox</ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton>Archive</ListItemButton>
        </ListItem>
      </List>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Input
          placeholder="First name"
          sx={{ '--Input-radius': '999px' }}
          slotProps={{ input: { 'aria-label': 'First name' } }}
        />
        <Input
          placeholder="Last name"
          sx={{ '--Input-radius': '999px', '--Input-minHeight': '44px' }}
          slotProps={{ input: { 'aria-label': 'Last name' } }}
        />
      </Box>
    </Box>
  );
}
