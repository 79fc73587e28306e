import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Chip from '@mui/joy/Chip';
import Box from '@mui/joy/Box';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export default function MultipleSelect() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      multiple
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{ button: { 'aria-controls': open ? listboxId : undefined } }}
      defaultValue={['Monday', 'Thursday']}
      placeholder="Pick delivery days"
      aria-label="Delivery days"
      renderValue={(selected) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {selected.map((option) => (
            <Chip key={option.value} variant="soft" size="sm">
              {option.label}
            </Chip>
          ))}
        </Box>
      )}
      sx={{ minWidth: 280 }}
    >
      {days.map((day) => (
        <Option key={day} value={day}>
          {day}
        </Option>
      ))}
    </Select>
  );
}
