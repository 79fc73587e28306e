import * as React from 'react';
import Box from '@mui/joy/Box';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import Menu from '@mui/icons-material/Menu';
import Search from '@mui/icons-material/Search';

const LINKS = ['Home', 'Shop', 'Journal', 'About', 'Contact'];

export default function MobileNavigationDrawer() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <IconButton
        variant="outlined"
        color="neutral"
        aria-label="Open the site menu"
        onClick={() => setOpen(true)}
      >
        <Menu />
      </IconButton>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size="sm"
        slotProps={{ content: { 'aria-labelledby': 'mobile-nav-title' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto', mt: 1, mr: 2 }}>
          <Typography
            id="mobile-nav-title"
            component="label"
            htmlFor="mobile-nav-close"
            fontSize="sm"
            fontWeight="lg"
            sx={{ cursor: 'pointer' }}
          >
            Close
          </Typography>
          <ModalClose id="mobile-nav-close" sx={{ position: 'initial' }} />
        </Box>
        <Input
          size="sm"
          placeholder="Search"
          variant="plain"
          endDecorator={<Search />}
          slotProps={{ input: { 'aria-label': 'Search the site' } }}
          sx={{
            m: 1.5,
            borderRadius: 0,
            borderBottom: '2px solid',
            borderColor: 'neutral.outlinedBorder',
          }}
        />
        <List
          size="lg"
          component="nav"
          aria-label="Site"
          sx={{ flex: 'none', fontSize: 'xl', '& > div': { justifyContent: 'center' } }}
        >
          {LINKS.map((link, index) => (
            <ListItemButton
              key={link}
              sx={index === 0 ? { fontWeight: 'lg' } : undefined}
              onClick={() => setOpen(false)}
            >
              {link}
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </React.Fragment>
  );
}
