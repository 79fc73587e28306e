import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

const statuses = [
  { value: 'todo', label: 'To do', color: 'neutral' },
  { value: 'doing', label: 'In progress', color: 'primary' },
  { value: 'done', label: 'Done', color: 'success' },
] as const;

export default function SelectValueAppearance() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      aria-label="Task status"
      defaultValue="doing"
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{ button: { 'aria-controls': open ? listboxId : undefined } }}
      renderValue={(selected) => {
        const status = statuses.find((item) => item.value === selected?.value);
        return status ? (
          <Chip variant="soft" color={status.color} size="sm">
            {status.label}
          </Chip>
        ) : null;
      }}
      sx={{ width: 200 }}
    >
      {statuses.map((status) => (
        <Option key={status.value} value={status.value} label={status.label}>
          <Box
            component="span"
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${status.color}.500` }}
          />
          {status.label}
        </Option>
      ))}
    </Select>
  );
}
