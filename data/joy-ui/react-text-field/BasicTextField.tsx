import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function BasicTextField() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Full name</FormLabel>
        <Input placeholder="Ada Lovelace" />
        <FormHelperText>As it appears on your invoices.</FormHelperText>
      </FormControl>
      <FormControl required size="sm">
        <FormLabel>Company</FormLabel>
        <Input variant="soft" endDecorator=".com" placeholder="acme" />
      </FormControl>
      <FormControl disabled>
        <FormLabel>Account id</FormLabel>
        <Input value="ACC-20231225" readOnly />
        <FormHelperText>Assigned automatically.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
