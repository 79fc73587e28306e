import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Chip from '@mui/joy/Chip';
import Public from '@mui/icons-material/Public';

export default function SelectDecorators() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      aria-label="Time zone"
      defaultValue="cet"
      startDecorator={<Public />}
      endDecorator={
        <Chip component="span" size="sm" variant="soft" color="primary">
          auto
        </Chip>
      }
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{ button: { 'aria-controls': open ? listboxId : undefined } }}
      sx={{ width: 280, maxWidth: '100%' }}
    >
      <Option value="utc">UTC</Option>
      <Option value="cet">Central European Time</Option>
      <Option value="ist">India Standard Time</Option>
    </Select>
  );
}
