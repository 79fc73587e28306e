import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(30, 13);

export default function SelectionApiRef() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Select some rows, then read them.');
  const read = () => {
    const selected = Array.from(apiRef.current.getSelectedRows().values());
    const total = selected.reduce((sum, row) => sum + Number(row.salary), 0);
    setSummary(`${selected.length} rows selected, total salary ${total}.`);
  };
  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => [1, 2, 3].forEach((id) => apiRef.current.selectRow(id, true))}
        >
          Select the first three
        </Button>
        <Button size="small" variant="outlined" onClick={read}>
          Read the selection
        </Button>
      </Stack>
      <p aria-live="polite">{summary}</p>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          checkboxSelection
          hideFooterPagination
        />
      </div>
    </div>
  );
}
