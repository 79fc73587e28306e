import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'Quarterly review',
    notes:
      'Revenue grew in every region except the north, where two large customers renewed late. The team proposes moving the renewal reminders one month earlier.',
  },
  {
    id: 2,
    title: 'Office move',
    notes:
      'The lease of the current office ends in June. Three buildings were visited; the one near the station is the favourite because of the commute.',
  },
];

// Long text is cut to one line; the button shows the rest inside the cell.
function ExpandableText({ value }: GridRenderCellParams) {
  const [open, setOpen] = React.useState(false);
  const text = String(value ?? '');
  return (
    <div
      style={{
        whiteSpace: open ? 'normal' : 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        width: '100%',
      }}
    >
      <Button size="small" onClick={() => setOpen((old) => !old)} sx={{ mr: 1 }}>
        {open ? 'Less' : 'More'}
      </Button>
      {text}
    </div>
  );
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 150 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 200,
    renderCell: (params) => <ExpandableText {...params} />,
  },
];

export default function ExpandCellRenderer() {
  return (
    <div style={{ width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={() => 'auto'} autoHeight hideFooter />
    </div>
  );
}
