import * as React from 'react';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';
import type { GridColDef, GridRenderEditCellParams } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  customer: string;
  notes: string;
}

const rows: Ticket[] = [
  {
    id: 1,
    customer: 'Northwind',
    notes: 'Invoice sent twice.\nCredit note issued on the 4th.\nClose once they confirm.',
  },
  { id: 2, customer: 'Contoso', notes: 'Asked for a demo of the export feature.' },
  {
    id: 3,
    customer: 'Fabrikam',
    notes: 'Login fails behind their proxy.\nSent the list of domains to allow.',
  },
  { id: 4, customer: 'Tailspin', notes: '' },
];

/** A text area over the cell, as wide as the column, that grows with its content. */
function MultilineEditCell({ id, field, value }: GridRenderEditCellParams<Ticket, string>) {
  const apiRef = useGridApiContext();
  const [cell, setCell] = React.useState<HTMLDivElement | null>(null);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') {
      return;
    }
    if (event.shiftKey) {
      // Shift+Enter adds a line: keep the key from the grid, which would stop editing.
      event.stopPropagation();
    } else {
      // Enter alone saves: the grid stops editing, and the text area adds no line.
      event.preventDefault();
    }
  };

  return (
    <div ref={setCell} style={{ alignSelf: 'stretch', width: '100%' }}>
      {cell ? (
        <Popper
          open
          anchorEl={cell}
          placement="bottom-start"
          // Cover the cell itself instead of opening under it.
          modifiers={[{ name: 'offset', options: { offset: [0, -cell.offsetHeight] } }]}
          sx={{ zIndex: 'modal' }}
        >
          <Paper elevation={6} sx={{ width: cell.offsetWidth, p: 1 }}>
            <InputBase
              multiline
              fullWidth
              minRows={3}
              maxRows={10}
              // The editor mounts when editing starts: take the focus, caret after the text.
              autoFocus
              onFocus={(event) => {
                const end = event.target.value.length;
                event.target.setSelectionRange(end, end);
              }}
              value={value ?? ''}
              inputProps={{ 'aria-label': 'Notes' }}
              onKeyDown={handleKeyDown}
              onChange={(event) =>
                apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event)
              }
            />
          </Paper>
        </Popper>
      ) : null}
    </div>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 260,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Ticket, string>) => (
      <MultilineEditCell {...params} />
    ),
  },
];

export default function MultilineEditing() {
  return (
    <div style={{ width: '100%' }}>
      <DataGrid autoHeight rows={rows} columns={columns} hideFooter />
    </div>
  );
}
