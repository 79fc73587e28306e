import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Switch from '@mui/joy/Switch';

export default function SwitchLabel() {
  return (
    <FormControl
      orientation="horizontal"
      sx={{ width: 320, maxWidth: '100%', justifyContent: 'space-between' }}
    >
      <div>
        <FormLabel>Show read receipts</FormLabel>
        <FormHelperText sx={{ mt: 0 }}>Others see when you have read their message.</FormHelperText>
      </div>
      <Switch defaultChecked sx={{ ml: 2 }} />
    </FormControl>
  );
}
