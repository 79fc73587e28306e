import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

export default function SelectFormSubmission() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSubmitted(JSON.stringify(Object.fromEntries(data.entries())));
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormControl required>
          <FormLabel>Shipping country</FormLabel>
          <Select
            name="country"
            required
            placeholder="Choose a country"
            listboxId={listboxId}
            listboxOpen={open}
            onListboxOpenChange={setOpen}
            slotProps={{ button: { 'aria-controls': open ? listboxId : undefined } }}
            sx={{ minWidth: 220, '--Select-placeholderOpacity': 1 }}
          >
            <Option value="ca">Canada</Option>
            <Option value="jp">Japan</Option>
            <Option value="za">South Africa</Option>
          </Select>
        </FormControl>
        <Button type="submit">Submit</Button>
        {submitted && <Typography level="body-sm">Form data: {submitted}</Typography>}
      </Stack>
    </form>
  );
}
