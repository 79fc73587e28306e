import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SelectMultipleSubmission() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  const [sent, setSent] = React.useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('languages')));
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Select
          multiple
          name="languages"
          aria-label="Spoken languages"
          defaultValue={['en', 'es']}
          listboxId={listboxId}
          listboxOpen={open}
          onListboxOpenChange={setOpen}
          slotProps={{ button: { 'aria-controls': open ? listboxId : undefined } }}
          sx={{ minWidth: 220 }}
        >
          <Option value="en">English</Option>
          <Option value="es">Spanish</Option>
          <Option value="sw">Swahili</Option>
        </Select>
        <Button type="submit">Save</Button>
      </Stack>
      {sent && (
        <Typography level="body-sm" sx={{ mt: 1 }}>
          Submitted value of &quot;languages&quot;: {sent}
        </Typography>
      )}
    </form>
  );
}
