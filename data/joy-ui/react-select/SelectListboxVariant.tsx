import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';

export default function SelectListboxVariant() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      aria-label="Priority"
      defaultValue="normal"
      color="primary"
      variant="soft"
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{
        button: { 'aria-controls': open ? listboxId : undefined },
        listbox: { variant: 'solid', color: 'primary' },
      }}
      sx={{ width: 180 }}
    >
      <Option value="low">Low</Option>
      <Option value="normal">Normal</Option>
      <Option value="urgent">Urgent</Option>
    </Select>
  );
}
