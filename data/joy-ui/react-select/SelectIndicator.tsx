import * as React from 'react';
import Select, { selectClasses } from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function SelectIndicator() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      aria-label="Sort order"
      defaultValue="newest"
      indicator={<KeyboardArrowDown />}
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{ button: { 'aria-controls': open ? listboxId : undefined } }}
      sx={{
        width: 220,
        [`& .${selectClasses.indicator}`]: {
          transition: '0.2s',
          [`&.${selectClasses.expanded}`]: { transform: 'rotate(-180deg)' },
        },
      }}
    >
      <Option value="newest">Newest first</Option>
      <Option value="oldest">Oldest first</Option>
      <Option value="popular">Most popular</Option>
    </Select>
  );
}
