import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PersonIcon from '@mui/icons-material/Person';

const accounts = ['work@example.com', 'home@example.com'];

export default function SimpleDialog() {
  const [open, setOpen] = React.useState(false);
  const [account, setAccount] = React.useState(accounts[0]);
  const id = React.useId();

  const choose = (next: string) => {
    setAccount(next);
    setOpen(false);
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography variant="body2">Signed in as {account}</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Switch account
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={id}>
        <DialogTitle id={id}>Choose an account</DialogTitle>
        <List sx={{ pt: 0 }}>
          {accounts.map((email) => (
            <ListItem disablePadding key={email}>
              <ListItemButton onClick={() => choose(email)} selected={email === account}>
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.light', color: 'primary.contrastText' }}>
                    <PersonIcon />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={email} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton autoFocus onClick={() => choose('new@example.com')}>
              <ListItemAvatar>
                <Avatar>
                  <AddIcon />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary="Add account" />
            </ListItemButton>
          </ListItem>
        </List>
      </Dialog>
    </Stack>
  );
}
