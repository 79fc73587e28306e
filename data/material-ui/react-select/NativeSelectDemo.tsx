import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';

export default function NativeSelectDemo() {
  return (
    <Stack direction="row" spacing={3}>
      <FormControl sx={{ minWidth: 160 }}>
        <InputLabel variant="standard" htmlFor="native-age">
          Age group
        </InputLabel>
        <NativeSelect defaultValue="25-34" inputProps={{ name: 'age', id: 'native-age' }}>
          <option value="18-24">18–24</option>
          <option value="25-34">25–34</option>
          <option value="35-54">35–54</option>
          <option value="55+">55 or older</option>
        </NativeSelect>
      </FormControl>
      <TextField select label="Currency" defaultValue="EUR" SelectProps={{ native: true }}>
        <option value="EUR">Euro</option>
        <option value="USD">US dollar</option>
        <option value="INR">Indian rupee</option>
      </TextField>
    </Stack>
  );
}
