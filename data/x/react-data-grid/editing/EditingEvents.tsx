import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';

const rows = createEmployeeRows(6, 7);

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
  { field: 'role', headerName: 'Role', width: 180, editable: true },
];

export default function EditingEvents() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((old) => [line, ...old].slice(0, 4));
  return (
    <div>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onCellEditStart={(params, event) =>
            add(`cellEditStart on ${params.field} of row ${params.id} (${event.type || 'api'})`)
          }
          onCellEditStop={(params) =>
            add(`cellEditStop on ${params.field} of row ${params.id}, reason: ${params.reason}`)
          }
        />
      </div>
      <p>Last events:</p>
      <ul aria-live="polite">
        {log.length === 0 ? <li>None yet: double-click a cell.</li> : null}
        {log.map((line, index) => (
          <li key={`${index}-${line}`}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
