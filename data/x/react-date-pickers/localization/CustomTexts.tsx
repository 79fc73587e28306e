import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function CustomTexts() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ cancelButtonLabel: 'Never mind', okButtonLabel: 'Use this date' }}
    >
      <MobileDatePicker
        label="Delivery day"
        defaultValue={dayjs('2024-04-17')}
        localeText={{ toolbarTitle: 'Choose the delivery day', clearButtonLabel: 'No date' }}
        slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
