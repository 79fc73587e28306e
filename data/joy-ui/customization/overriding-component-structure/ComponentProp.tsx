import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Stack from '@mui/joy/Stack';

export default function ComponentProp() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Button component="a" href="/joy-ui/getting-started/" variant="soft">
        A link styled as a Button
      </Button>
      <List component="nav" aria-label="Sections" variant="outlined" sx={{ borderRadius: 'sm' }}>
        {[
          ['Overview', '/joy-ui/getting-started/'],
          ['Usage', '/joy-ui/getting-started/usage/'],
          ['Approaches', '/joy-ui/customization/approaches/'],
        ].map(([label, href]) => (
          <ListItem key={label}>
            <ListItemButton component="a" href={href}>
              {label}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
