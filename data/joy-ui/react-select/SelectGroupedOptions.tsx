import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import ListDivider from '@mui/joy/ListDivider';

const groups = {
  Citrus: ['Lemon', 'Lime', 'Grapefruit'],
  Berries: ['Strawberry', 'Blueberry'],
  Stone: ['Peach', 'Plum'],
};

export default function SelectGroupedOptions() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      aria-label="Fruit"
      placeholder="Choose a fruit"
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{
        button: { 'aria-controls': open ? listboxId : undefined },
        listbox: {
          component: 'div',
          sx: { maxHeight: 260, overflow: 'auto', '--List-padding': '0px' },
        },
      }}
      sx={{ width: 220, '--Select-placeholderOpacity': 1 }}
    >
      {Object.entries(groups).map(([group, fruits], index) => (
        <React.Fragment key={group}>
          {index > 0 && <ListDivider component="div" role="none" />}
          <List
            role="group"
            aria-labelledby={`select-group-${group}`}
            sx={{ '--ListItemDecorator-size': '28px' }}
          >
            <ListItem id={`select-group-${group}`} sticky>
              <ListSubheader sx={{ fontWeight: 'lg' }}>{group}</ListSubheader>
            </ListItem>
            {fruits.map((fruit) => (
              <Option key={fruit} value={fruit}>
                {fruit}
              </Option>
            ))}
          </List>
        </React.Fragment>
      ))}
    </Select>
  );
}
