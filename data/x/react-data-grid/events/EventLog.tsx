import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { DataGrid, GridToolbar, useGridApiRef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60);
const columns = employeeColumns.filter((column) =>
  ['name', 'department', 'salary'].includes(column.field),
);

export default function EventLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);
  const add = React.useCallback(
    (line: string) => setLog((current) => [line, ...current].slice(0, 8)),
    [],
  );

  // An event without a prop, subscribed through the API object.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('columnHeaderClick', ({ field }) =>
        add(`columnHeaderClick: ${field}`),
      ),
    [apiRef, add],
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <div style={{ height: 380, flex: 1, minWidth: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          onCellClick={({ field, value }) => add(`cellClick: ${field} = ${String(value)}`)}
          onSortModelChange={(model) =>
            add(
              `sortModelChange: ${model.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none'}`,
            )
          }
          onFilterModelChange={(model) =>
            add(
              `filterModelChange: ${(model.quickFilterValues ?? []).join(' ') || 'no quick filter'}`,
            )
          }
        />
      </div>
      <Paper variant="outlined" sx={{ width: { md: 280 }, maxHeight: 380, overflow: 'auto' }}>
        <List dense aria-label="Event log">
          {log.length === 0 ? <ListItem>Interact with the grid</ListItem> : null}
          {log.map((line, index) => (
            <ListItem key={`${index}-${line}`} sx={{ fontFamily: 'monospace', fontSize: 12 }}>
              {line}
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
