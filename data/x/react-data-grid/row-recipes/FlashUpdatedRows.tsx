import * as React from 'react';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridRowId } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const flash = keyframes`
  from { background-color: rgba(255, 193, 7, 0.55); }
  to { background-color: transparent; }
`;

const columns = employeeColumns.filter((column) =>
  ['name', 'department', 'salary'].includes(column.field),
);

export default function FlashUpdatedRows() {
  const [rows, setRows] = React.useState<EmployeeRow[]>(() => createEmployeeRows(15));
  const [flashing, setFlashing] = React.useState<GridRowId[]>([]);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    const changed = [1 + Math.floor(Math.random() * 15), 1 + Math.floor(Math.random() * 15)];
    setRows((current) =>
      current.map((row) =>
        changed.includes(row.id) ? { ...row, salary: row.salary + 1000 } : row,
      ),
    );
    setFlashing(changed);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlashing([]), 1500);
  };

  return (
    <Box sx={{ width: '100%', '& .row-flash': { animation: `${flash} 1.5s ease-out` } }}>
      <Button size="small" variant="outlined" onClick={refresh} sx={{ mb: 1 }}>
        Refresh data
      </Button>
      <div style={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowClassName={({ id }) => (flashing.includes(id) ? 'row-flash' : '')}
        />
      </div>
    </Box>
  );
}
