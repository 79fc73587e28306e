import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Typography from '@mui/joy/Typography';

const currencies = [
  { code: 'EUR', name: 'Euro, used by twenty countries' },
  { code: 'GBP', name: 'Pound sterling, United Kingdom' },
  { code: 'JPY', name: 'Japanese yen' },
];

export default function SelectListboxWidth() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      aria-label="Currency"
      defaultValue="EUR"
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{
        button: { 'aria-controls': open ? listboxId : undefined },
        listbox: {
          placement: 'bottom-start',
          sx: { minWidth: 260, maxWidth: 'calc(100vw - 32px)' },
        },
      }}
      renderValue={(option) => option?.value}
      sx={{ width: 110 }}
    >
      {currencies.map((currency) => (
        <Option key={currency.code} value={currency.code} label={currency.code}>
          <Typography level="title-sm" sx={{ width: 44 }}>
            {currency.code}
          </Typography>
          <Typography level="body-sm">{currency.name}</Typography>
        </Option>
      ))}
    </Select>
  );
}
