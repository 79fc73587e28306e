import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const without = (a: string[], b: string[]) => a.filter((x) => !b.includes(x));
const titles = ['Hidden columns', 'Visible columns'];

export default function EnhancedTransferList() {
  const [sides, setSides] = React.useState([['Email', 'Phone', 'City', 'Created'], ['Name']]);
  const [checked, setChecked] = React.useState<string[]>([]);

  const toggle = (items: string[], on: boolean) =>
    setChecked((prev) => (on ? [...without(prev, items), ...items] : without(prev, items)));

  const move = (from: number) => {
    const moving = sides[from].filter((x) => checked.includes(x));
    setSides((prev) => prev.map((s, i) => (i === from ? without(s, moving) : [...s, ...moving])));
    toggle(moving, false);
  };

  const renderSide = (items: string[], index: number) => {
    const count = items.filter((x) => checked.includes(x)).length;
    const all = items.length > 0 && count === items.length;
    return (
      <Paper variant="outlined" sx={{ width: 200, p: 1 }}>
        <FormControlLabel
          label={`${titles[index]} (${count}/${items.length})`}
          control={
            <Checkbox
              checked={all}
              indeterminate={count > 0 && !all}
              disabled={items.length === 0}
              onChange={() => toggle(items, !all)}
            />
          }
        />
        <List dense sx={{ height: 170, overflow: 'auto' }} aria-label={titles[index]}>
          {items.map((item) => (
            <ListItem key={item} disablePadding>
              <ListItemButton
                selected={checked.includes(item)}
                aria-pressed={checked.includes(item)}
                onClick={() => toggle([item], !checked.includes(item))}
              >
                <ListItemText primary={item} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      {renderSide(sides[0], 0)}
      <Stack spacing={1}>
        {['Show selected columns', 'Hide selected columns'].map((label, from) => (
          <Button key={label} variant="contained" aria-label={label} onClick={() => move(from)}>
            {from === 0 ? '>' : '<'}
          </Button>
        ))}
      </Stack>
      {renderSide(sides[1], 1)}
    </Stack>
  );
}
