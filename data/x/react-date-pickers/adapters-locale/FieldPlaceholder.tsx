import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function FieldPlaceholder() {
  // The placeholders are translations: they are set on the provider, for every field inside it.
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        fieldDayPlaceholder: () => 'dd',
        fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'month' : 'mm'),
        fieldYearPlaceholder: (params) => 'y'.repeat(params.format.length),
      }}
    >
      <DateField label="Empty field" />
    </LocalizationProvider>
  );
}
