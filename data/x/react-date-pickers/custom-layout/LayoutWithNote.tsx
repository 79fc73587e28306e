import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';
import type { PickersLayoutProps } from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DateView } from '@mui/x-date-pickers/models';

function LayoutWithDeliveryNote(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  const { toolbar, tabs, content, actionBar } = usePickerLayout(props);
  return (
    <PickersLayoutRoot ownerState={props} className={pickersLayoutClasses.root}>
      {actionBar}
      {toolbar}
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper}>
        {tabs}
        {content}
        <Typography variant="caption" sx={{ px: 3, pb: 2 }}>
          Orders placed before 2 PM ship the same day.
        </Typography>
      </PickersLayoutContentWrapper>
    </PickersLayoutRoot>
  );
}

export default function LayoutWithNote() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="subtitle1" component="h3">
        Delivery date
      </Typography>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slots={{ layout: LayoutWithDeliveryNote }}
        slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
