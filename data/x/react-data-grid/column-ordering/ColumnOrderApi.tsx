import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40);
const columns = employeeColumns.filter((column) => column.field !== 'email');

export default function ColumnOrderApi() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState(columns.map((column) => column.field).join(', '));

  const move = (index: number) => {
    apiRef.current.setColumnIndex('salary', index);
    setOrder(
      apiRef.current
        .getAllColumns()
        .map((column) => column.field)
        .join(', '),
    );
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => move(1)}>
          Salary second
        </Button>
        <Button variant="outlined" size="small" onClick={() => move(columns.length - 1)}>
          Salary last
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Order: {order}
      </Typography>
      <div style={{ height: 360 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </div>
  );
}
