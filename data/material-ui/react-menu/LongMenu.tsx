import * as React from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const fonts = [
  'Arial',
  'Courier New',
  'Garamond',
  'Georgia',
  'Helvetica',
  'Palatino',
  'Roboto',
  'Tahoma',
  'Times New Roman',
  'Trebuchet MS',
  'Verdana',
];
const itemHeight = 48;

export default function LongMenu() {
  const id = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [font, setFont] = React.useState('Roboto');
  const open = Boolean(anchorEl);
  return (
    <div>
      <IconButton
        aria-label={`Font: ${font}`}
        id={`${id}-button`}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        MenuListProps={{ 'aria-labelledby': `${id}-button` }}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ paper: { style: { maxHeight: itemHeight * 4.5, width: '20ch' } } }}
      >
        {fonts.map((option) => (
          <MenuItem
            key={option}
            selected={option === font}
            onClick={() => {
              setFont(option);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
