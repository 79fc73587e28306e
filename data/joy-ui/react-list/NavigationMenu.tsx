import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

// The demo links lead nowhere: keep the page where it is.
function preventNavigation(event: React.MouseEvent) {
  event.preventDefault();
}

const columns = [
  { title: 'Product', links: ['Features', 'Integrations', 'Changelog'] },
  { title: 'Company', links: ['About', 'Careers', 'Press'] },
];

export default function NavigationMenu() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', display: 'inline-flex', maxWidth: '100%' }}>
      <List
        component="nav"
        aria-label="Footer"
        orientation="horizontal"
        wrap
        sx={{ '--List-gap': '8px', p: 1 }}
      >
        {columns.map((column) => (
          <ListItem key={column.title} nested sx={{ minWidth: 140 }}>
            <ListSubheader>{column.title}</ListSubheader>
            <List size="sm">
              {column.links.map((link) => (
                <ListItem key={link}>
                  <ListItemButton component="a" href="#" onClick={preventNavigation}>
                    {link}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
