import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListDivider from '@mui/joy/ListDivider';
import Home from '@mui/icons-material/Home';
import * as React from 'react';

const links = ['Products', 'Pricing', 'Blog'];

export default function ListHorizontal() {
  return (
    <nav aria-label="Site">
      <List
        component="div"
        orientation="horizontal"
        variant="outlined"
        sx={{
          flexGrow: 0,
          borderRadius: 'sm',
          display: 'inline-flex',
          maxWidth: '100%',
          overflow: 'auto',
        }}
      >
        <ListItem component="div">
          <ListItemButton role="button" aria-label="Home">
            <Home />
          </ListItemButton>
        </ListItem>
        {links.map((link) => (
          <React.Fragment key={link}>
            <ListDivider />
            <ListItem component="div">
              <ListItemButton>{link}</ListItemButton>
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </nav>
  );
}
