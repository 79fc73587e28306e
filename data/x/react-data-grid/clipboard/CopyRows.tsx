import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(30);
const columns = employeeColumns.filter((column) =>
  ['name', 'department', 'salary'].includes(column.field),
);

export default function CopyRows() {
  const [copied, setCopied] = React.useState('');
  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Select rows, then press Ctrl+C (Cmd+C on macOS).
      </Typography>
      <div style={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          onClipboardCopy={(text) => setCopied(text)}
        />
      </div>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, p: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', minHeight: 40 }}
      >
        {copied || 'Nothing copied yet'}
      </Typography>
    </div>
  );
}
