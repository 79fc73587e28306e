import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

export default function SelectListboxHeight() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      aria-label="Reminder time"
      defaultValue="09:00"
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{
        button: { 'aria-controls': open ? listboxId : undefined },
        listbox: { sx: { maxHeight: 200, overflow: 'auto' } },
      }}
      sx={{ width: 140 }}
    >
      {hours.map((hour) => (
        <Option key={hour} value={hour}>
          {hour}
        </Option>
      ))}
    </Select>
  );
}
