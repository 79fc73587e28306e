import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface TicketRow {
  id: number;
  subject: string;
  notes: string;
  priority: 'Low' | 'Medium' | 'High';
}

const NOTES = [
  'Customer cannot log in after the password reset; the e-mail with the link arrives but the link has already expired.',
  'Invoice shows the wrong currency.',
  'Asked for a CSV export of all orders of the last year, including cancelled ones, with the delivery address of each order in separate columns.',
  'Typo on the pricing page.',
  'The mobile app crashes when uploading a photo larger than 20 MB. Reproduced on two devices; logs attached to the ticket, and a workaround was sent to the customer in the meantime.',
];

const rows: TicketRow[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  subject: `Ticket #${1040 + index}`,
  notes: NOTES[index % NOTES.length],
  priority: (['Low', 'Medium', 'High'] as const)[index % 3],
}));

const columns: GridColDef<TicketRow>[] = [
  { field: 'subject', headerName: 'Subject', width: 130 },
  { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 260 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function AutoHeightRows() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 72}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </div>
  );
}
