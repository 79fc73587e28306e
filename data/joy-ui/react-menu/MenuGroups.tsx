import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListDivider from '@mui/joy/ListDivider';
import Typography from '@mui/joy/Typography';

const groups = [
  { title: 'Text', items: ['Bold', 'Italic', 'Underline'] },
  { title: 'Paragraph', items: ['Bullet list', 'Numbered list'] },
];

export default function MenuGroups() {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
      <MenuButton variant="soft" aria-controls={open ? menuId : undefined}>
        Format
      </MenuButton>
      <Menu id={menuId} component="div" sx={{ minWidth: 180, '--List-padding': '0.25rem' }}>
        {groups.map((group, index) => (
          <React.Fragment key={group.title}>
            {index > 0 && <ListDivider component="div" role="separator" />}
            <List role="group" aria-labelledby={`${menuId}-${index}`}>
              <ListItem id={`${menuId}-${index}`} role="presentation">
                <Typography level="body-xs" textTransform="uppercase" fontWeight="lg">
                  {group.title}
                </Typography>
              </ListItem>
              {group.items.map((item) => (
                <MenuItem key={item}>{item}</MenuItem>
              ))}
            </List>
          </React.Fragment>
        ))}
      </Menu>
    </Dropdown>
  );
}
