import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const people = ['Alice', 'Bruno', 'Chen', 'Dana', 'Emeka', 'Fatima'];

export default function TransferList() {
  const [team, setTeam] = React.useState<string[]>(['Emeka', 'Fatima']);
  const [checked, setChecked] = React.useState<string[]>([]);
  const available = people.filter((p) => !team.includes(p));
  const toTeam = checked.filter((p) => available.includes(p));
  const fromTeam = checked.filter((p) => team.includes(p));

  const toggle = (p: string) =>
    setChecked((prev) => (prev.includes(p) ? prev.filter((x) => x !== p) : [...prev, p]));

  const move = (items: string[], join: boolean) => {
    setTeam((prev) => (join ? [...prev, ...items] : prev.filter((p) => !items.includes(p))));
    setChecked((prev) => prev.filter((p) => !items.includes(p)));
  };

  const renderList = (items: string[], label: string) => (
    <Paper variant="outlined" sx={{ width: 180, height: 220, overflow: 'auto' }}>
      <List dense aria-label={label}>
        {items.map((p) => (
          <ListItem key={p} disablePadding>
            <ListItemButton onClick={() => toggle(p)}>
              <ListItemIcon>
                <Checkbox
                  checked={checked.includes(p)}
                  tabIndex={-1}
                  disableRipple
                  inputProps={{ 'aria-label': p }}
                />
              </ListItemIcon>
              <ListItemText primary={p} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      {renderList(available, 'Available people')}
      <Stack spacing={1}>
        <Button variant="outlined" disabled={!toTeam.length} onClick={() => move(toTeam, true)}>
          Add to team
        </Button>
        <Button
          variant="outlined"
          disabled={!fromTeam.length}
          onClick={() => move(fromTeam, false)}
        >
          Remove
        </Button>
      </Stack>
      {renderList(team, 'Team')}
    </Stack>
  );
}
