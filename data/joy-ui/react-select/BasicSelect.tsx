import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

export default function BasicSelect() {
  const [fruit, setFruit] = React.useState<string | null>('apple');
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel id="fruit-label">Favorite fruit</FormLabel>
      <Select
        value={fruit}
        onChange={(_event, newValue) => setFruit(newValue)}
        placeholder="Choose one"
        listboxId={listboxId}
        listboxOpen={open}
        onListboxOpenChange={setOpen}
        slotProps={{
          button: {
            'aria-labelledby': 'fruit-label',
            // The listbox is only in the page while open: reference it only then.
            'aria-controls': open ? listboxId : undefined,
          },
        }}
      >
        <Option value="apple">Apple</Option>
        <Option value="banana">Banana</Option>
        <Option value="cherry">Cherry</Option>
        <Option value="durian" disabled>
          Durian (out of season)
        </Option>
      </Select>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        Value: {fruit ?? 'none'}
      </Typography>
    </FormControl>
  );
}
