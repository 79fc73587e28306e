import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function ListSemantic() {
  return (
    <div>
      <Typography level="title-sm" sx={{ mb: 1 }}>
        Steps to reset a router
      </Typography>
      <List component="ol" marker="decimal">
        <ListItem>Unplug the power cable.</ListItem>
        <ListItem>Wait thirty seconds.</ListItem>
        <ListItem>Plug it back in and wait for the lights to settle.</ListItem>
      </List>
    </div>
  );
}
