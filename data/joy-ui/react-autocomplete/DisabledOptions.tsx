import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Slot {
  time: string;
  booked: boolean;
}

const SLOTS: Slot[] = [
  { time: '09:00', booked: false },
  { time: '10:00', booked: true },
  { time: '11:00', booked: false },
  { time: '13:00', booked: true },
  { time: '14:00', booked: false },
  { time: '15:00', booked: false },
];

export default function DisabledOptions() {
  return (
    <FormControl sx={{ width: 240, maxWidth: '100%' }}>
      <FormLabel>Appointment time</FormLabel>
      <Autocomplete
        options={SLOTS}
        getOptionLabel={(option) => (option.booked ? `${option.time} (booked)` : option.time)}
        getOptionDisabled={(option) => option.booked}
        isOptionEqualToValue={(option, value) => option.time === value.time}
      />
    </FormControl>
  );
}
