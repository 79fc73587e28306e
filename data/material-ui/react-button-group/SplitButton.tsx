import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const options = ['Merge commit', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selected, setSelected] = React.useState(0);
  const [last, setLast] = React.useState('');
  const open = Boolean(anchorEl);

  return (
    <div>
      <ButtonGroup variant="contained" aria-label="Merge options">
        <Button onClick={() => setLast(options[selected])}>{options[selected]}</Button>
        <Button
          size="small"
          aria-label="Choose merge strategy"
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          ▾
        </Button>
      </ButtonGroup>
      <Menu anchorEl={anchorEl} open={open} onClose={() => setAnchorEl(null)}>
        {options.map((option, index) => (
          <MenuItem
            key={option}
            selected={index === selected}
            onClick={() => {
              setSelected(index);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
      <p>{last ? `Last action: ${last}` : 'No action yet'}</p>
    </div>
  );
}
