import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;

function VariantSelect({ variant }: { variant: (typeof variants)[number] }) {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      variant={variant}
      aria-label={`${variant} select`}
      defaultValue={variant}
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{ button: { 'aria-controls': open ? listboxId : undefined } }}
      sx={{ width: 150 }}
    >
      {variants.map((item) => (
        <Option key={item} value={item}>
          {item}
        </Option>
      ))}
    </Select>
  );
}

export default function SelectVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <VariantSelect key={variant} variant={variant} />
      ))}
    </Stack>
  );
}
