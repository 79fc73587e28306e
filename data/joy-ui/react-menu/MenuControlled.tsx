import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function MenuControlled() {
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);
  const menuId = React.useId();
  const handleOpenChange = (_event: React.SyntheticEvent | null, isOpen: boolean) => {
    setOpen(isOpen);
    setLog((current) => [...current.slice(-2), isOpen ? 'opened' : 'closed']);
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <MenuButton aria-controls={open ? menuId : undefined}>Share</MenuButton>
        <Menu id={menuId}>
          <MenuItem onClick={() => setOpen(false)}>Copy link</MenuItem>
          <MenuItem onClick={() => setOpen(false)}>Send by email</MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm">
        Menu is {open ? 'open' : 'closed'}; last events: {log.join(', ') || 'none'}
      </Typography>
    </Stack>
  );
}
