import * as React from 'react';
import Alert from '@mui/material/Alert';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridPreProcessEditCellProps } from '@mui/x-data-grid';

interface Booking {
  id: number;
  guest: string;
  checkIn: Date;
  checkOut: Date;
}

const day = (date: number) => new Date(2024, 4, date);

const initialRows: Booking[] = [
  { id: 1, guest: 'Ada Chen', checkIn: day(2), checkOut: day(5) },
  { id: 2, guest: 'Farid Haddad', checkIn: day(4), checkOut: day(6) },
  { id: 3, guest: 'Rosa Silva', checkIn: day(10), checkOut: day(14) },
];

const nightsBetween = (start: Date, end: Date) =>
  Math.round((end.getTime() - start.getTime()) / (24 * 60 * 60 * 1000));

function validateCheckOut(params: GridPreProcessEditCellProps) {
  const checkIn = params.otherFieldsProps?.checkIn?.value as Date | undefined;
  const checkOut = params.props.value as Date | null;
  const error = !checkIn || !checkOut || checkOut <= checkIn;
  return { ...params.props, error };
}

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, editable: true },
  { field: 'checkIn', headerName: 'Check-in', type: 'date', width: 150, editable: true },
  {
    field: 'checkOut',
    headerName: 'Check-out',
    type: 'date',
    width: 150,
    editable: true,
    preProcessEditCellProps: validateCheckOut,
  },
  {
    field: 'nights',
    headerName: 'Nights',
    type: 'number',
    width: 90,
    valueGetter: ({ row }) => nightsBetween(row.checkIn, row.checkOut),
  },
];

export default function CrossFieldValidation() {
  const [error, setError] = React.useState<string | null>(null);
  return (
    <div style={{ width: '100%' }}>
      {error ? (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      <DataGrid
        autoHeight
        rows={initialRows}
        columns={columns}
        editMode="row"
        hideFooter
        processRowUpdate={(newRow: Booking) => {
          if (newRow.guest.trim() === '') {
            throw new Error('A booking needs a guest name.');
          }
          setError(null);
          return newRow;
        }}
        onProcessRowUpdateError={(reason: Error) => setError(reason.message)}
      />
    </div>
  );
}
