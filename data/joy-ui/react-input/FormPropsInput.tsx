import * as React from 'react';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function FormPropsInput() {
  const [sent, setSent] = React.useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSent(`${data.get('city')}`);
      }}
    >
      <Stack spacing={1} sx={{ width: 280, maxWidth: '100%' }}>
        <Input
          name="city"
          placeholder="City (required)"
          required
          slotProps={{ input: { 'aria-label': 'City' } }}
        />
        <Input
          name="code"
          placeholder="Invite code (disabled)"
          disabled
          slotProps={{ input: { 'aria-label': 'Invite code' } }}
        />
        <Input
          name="country"
          defaultValue="Portugal"
          readOnly
          slotProps={{ input: { 'aria-label': 'Country (read only)' } }}
        />
        <Button type="submit">Submit</Button>
        {sent !== null && <Typography level="body-sm">Submitted city: {sent}</Typography>}
      </Stack>
    </form>
  );
}
