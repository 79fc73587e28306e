import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

// Page titles by path: the breadcrumbs are worked out from the current location.
const titles: Record<string, string> = {
  '/inbox': 'Inbox',
  '/inbox/important': 'Important',
  '/trash': 'Trash',
  '/spam': 'Spam',
  '/drafts': 'Drafts',
};

/** A tiny in-memory router standing in for react-router's location and navigate. */
function useMemoryLocation(initial: string) {
  const [pathname, navigate] = React.useState(initial);
  return { pathname, navigate };
}

export default function RouterBreadcrumbs() {
  const { pathname, navigate } = useMemoryLocation('/inbox/important');
  const parts = pathname.split('/').filter(Boolean);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 360 }}>
      <Breadcrumbs aria-label="breadcrumb">
        <Link component="button" underline="hover" color="inherit" onClick={() => navigate('/')}>
          Home
        </Link>
        {parts.map((_, index) => {
          const to = `/${parts.slice(0, index + 1).join('/')}`;
          const last = index === parts.length - 1;
          return last ? (
            <Typography key={to} color="text.primary" aria-current="page">
              {titles[to]}
            </Typography>
          ) : (
            <Link
              key={to}
              component="button"
              underline="hover"
              color="inherit"
              onClick={() => navigate(to)}
            >
              {titles[to]}
            </Link>
          );
        })}
      </Breadcrumbs>
      <Box
        component="nav"
        aria-label="Mailboxes"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <List dense>
          {Object.keys(titles).map((to) => (
            <ListItem key={to} disablePadding>
              <ListItemButton
                selected={to === pathname}
                onClick={() => navigate(to)}
                sx={{ pl: to.split('/').length * 2 - 2 }}
              >
                <ListItemText primary={titles[to]} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
