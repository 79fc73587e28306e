import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';

export default function SelectAccessibility() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>Newsletter frequency</FormLabel>
      <Select
        defaultValue="weekly"
        listboxId={listboxId}
        listboxOpen={open}
        onListboxOpenChange={setOpen}
        slotProps={{ button: { 'aria-controls': open ? listboxId : undefined } }}
      >
        <Option value="daily">Every day</Option>
        <Option value="weekly">Once a week</Option>
        <Option value="monthly">Once a month</Option>
      </Select>
      <FormHelperText>You can unsubscribe from any email.</FormHelperText>
    </FormControl>
  );
}
