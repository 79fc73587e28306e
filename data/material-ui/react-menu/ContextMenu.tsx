import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ContextMenu() {
  const [position, setPosition] = React.useState<{ left: number; top: number } | null>(null);
  const [action, setAction] = React.useState('none yet');

  const handleContextMenu = (event: React.MouseEvent) => {
    event.preventDefault();
    // A second right-click while open closes the menu, like native context menus.
    setPosition(position === null ? { left: event.clientX + 2, top: event.clientY - 6 } : null);
  };
  const choose = (label: string) => {
    setAction(label);
    setPosition(null);
  };

  return (
    <Paper
      variant="outlined"
      onContextMenu={handleContextMenu}
      sx={{ p: 2, cursor: 'context-menu', maxWidth: 400 }}
    >
      <Typography>
        Right-click (or long-press) anywhere in this box to open a menu at the pointer. Last choice:{' '}
        <b>{action}</b>.
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <MenuItem onClick={() => choose('Copy')}>Copy</MenuItem>
        <MenuItem onClick={() => choose('Highlight')}>Highlight</MenuItem>
        <MenuItem onClick={() => choose('Look up')}>Look up</MenuItem>
      </Menu>
    </Paper>
  );
}
