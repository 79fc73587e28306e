import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';

export default function SelectBasicUsage() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      aria-label="Pet"
      defaultValue="dog"
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{ button: { 'aria-controls': open ? listboxId : undefined } }}
      sx={{ width: 200 }}
    >
      <Option value="dog">Dog</Option>
      <Option value="cat">Cat</Option>
      <Option value="rabbit">Rabbit</Option>
      <Option value="fish">Fish</Option>
    </Select>
  );
}
