import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function SelectedSections() {
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const select = (section: 'day' | 'month' | 'year') => {
    inputRef.current?.focus();
    setSelectedSections(section);
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DateField
          label="Invoice date"
          defaultValue={dayjs('2024-04-17')}
          inputRef={inputRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
        />
        <Button size="small" onClick={() => select('day')}>
          Select the day
        </Button>
        <Button size="small" onClick={() => select('month')}>
          Select the month
        </Button>
        <Button size="small" onClick={() => select('year')}>
          Select the year
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
