import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Textarea from '@mui/joy/Textarea';

export default function TextareaAccessibility() {
  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>Delivery instructions</FormLabel>
      <Textarea minRows={2} slotProps={{ textarea: { maxLength: 200 } }} />
      <FormHelperText>Up to 200 characters, for example a gate code.</FormHelperText>
    </FormControl>
  );
}
