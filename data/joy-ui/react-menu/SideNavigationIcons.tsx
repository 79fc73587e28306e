import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Dashboard from '@mui/icons-material/Dashboard';
import Folder from '@mui/icons-material/Folder';
import Settings from '@mui/icons-material/Settings';

const sections = [
  { name: 'Dashboard', icon: <Dashboard />, items: ['Overview', 'Reports'] },
  { name: 'Projects', icon: <Folder />, items: ['Active', 'Archived', 'Templates'] },
  { name: 'Settings', icon: <Settings />, items: ['Profile', 'Team', 'Billing'] },
];

function SectionMenu({ section }: { section: (typeof sections)[number] }) {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{
          root: {
            variant: open ? 'soft' : 'plain',
            color: 'neutral',
            'aria-label': section.name,
            'aria-controls': open ? menuId : undefined,
          },
        }}
      >
        {section.icon}
      </MenuButton>
      <Menu id={menuId} placement="right-start" size="sm" sx={{ minWidth: 160 }}>
        {section.items.map((item) => (
          <MenuItem key={item}>{item}</MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}

export default function SideNavigationIcons() {
  return (
    <Sheet
      variant="outlined"
      component="nav"
      aria-label="Sections"
      sx={{ display: 'inline-flex', flexDirection: 'column', gap: 1, p: 1, borderRadius: 'md' }}
    >
      {sections.map((section) => (
        <SectionMenu key={section.name} section={section} />
      ))}
    </Sheet>
  );
}
