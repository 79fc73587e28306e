import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Stack from '@mui/joy/Stack';

export default function ComponentProp() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Button component="a" href="#component-prop" variant="soft">
        A link styled as a Button
      </Button>
      <List component="nav" aria-label="Sections" variant="outlined" sx={{ borderRadius: 'sm' }}>
        {['Overview', 'Usage', 'API'].map((label) => (
          <ListItem key={label}>
            <ListItemButton component="a" href={`#${label.toLowerCase()}`}>
              {label}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
