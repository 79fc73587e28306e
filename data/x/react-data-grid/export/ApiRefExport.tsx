import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(100);

export default function ApiRefExport() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          size="small"
          onClick={() => apiRef.current.exportDataAsCsv({ fileName: 'team' })}
        >
          Download CSV
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            setPreview(
              apiRef.current
                .getDataAsCsv({ fields: ['name', 'department', 'salary'] })
                .split('\n')
                .slice(0, 4)
                .join('\n'),
            )
          }
        >
          Preview first lines
        </Button>
      </Stack>
      {preview && <pre style={{ margin: 0, fontSize: 12, overflowX: 'auto' }}>{preview}</pre>}
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25]}
        />
      </div>
    </Stack>
  );
}
