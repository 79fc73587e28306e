import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const menus = [
  { title: 'File', items: ['New', 'Open…', 'Save'] },
  { title: 'Edit', items: ['Undo', 'Redo', 'Find'] },
  { title: 'View', items: ['Zoom in', 'Zoom out', 'Full screen'] },
];

function BarMenu({
  title,
  items,
  onPick,
}: {
  title: string;
  items: string[];
  onPick: (item: string) => void;
}) {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
      <MenuButton
        variant="plain"
        color="neutral"
        size="sm"
        aria-controls={open ? menuId : undefined}
        sx={{ fontWeight: 'md' }}
      >
        {title}
      </MenuButton>
      <Menu id={menuId} size="sm" placement="bottom-start" sx={{ minWidth: 160 }}>
        {items.map((item) => (
          <MenuItem key={item} onClick={() => onPick(`${title} › ${item}`)}>
            {item}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}

export default function MenuBar() {
  const [picked, setPicked] = React.useState('nothing yet');
  return (
    <div>
      <Sheet
        variant="outlined"
        component="nav"
        aria-label="Application menu"
        sx={{ display: 'inline-flex', gap: 0.5, p: 0.5, borderRadius: 'sm', flexWrap: 'wrap' }}
      >
        {menus.map((menu) => (
          <BarMenu key={menu.title} title={menu.title} items={menu.items} onPick={setPicked} />
        ))}
      </Sheet>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        Picked: {picked}
      </Typography>
    </div>
  );
}
