import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const slots = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];
const booked = new Set(['09:00', '13:00', '14:00']);

export default function DisabledOptions() {
  return (
    <Autocomplete
      sx={{ width: 300, maxWidth: '100%' }}
      options={slots}
      getOptionDisabled={(slot) => booked.has(slot)}
      renderInput={(params) => (
        <TextField {...params} label="Appointment" helperText="Booked slots are greyed out" />
      )}
    />
  );
}
