import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const value = dayjs('2024-04-07');

export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DateField label="Format D/M/YYYY" format="D/M/YYYY" defaultValue={value} />
        <DateField
          label="Same, keeping zeros as typed"
          format="D/M/YYYY"
          shouldRespectLeadingZeros
          defaultValue={value}
        />
      </Stack>
    </LocalizationProvider>
  );
}
