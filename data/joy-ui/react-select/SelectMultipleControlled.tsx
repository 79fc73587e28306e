import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Typography from '@mui/joy/Typography';

export default function SelectMultipleControlled() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  const [toppings, setToppings] = React.useState<string[]>(['mushrooms']);
  return (
    <div>
      <Select
        multiple
        aria-label="Toppings"
        placeholder="Add toppings"
        value={toppings}
        onChange={(_, value) => setToppings(value)}
        listboxId={listboxId}
        listboxOpen={open}
        onListboxOpenChange={setOpen}
        slotProps={{ button: { 'aria-controls': open ? listboxId : undefined } }}
        sx={{ width: 260, maxWidth: '100%', '--Select-placeholderOpacity': 1 }}
      >
        <Option value="mushrooms">Mushrooms</Option>
        <Option value="olives">Olives</Option>
        <Option value="peppers">Peppers</Option>
        <Option value="onions">Onions</Option>
      </Select>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        {toppings.length} topping(s): {toppings.join(', ') || 'none'}
      </Typography>
    </div>
  );
}
