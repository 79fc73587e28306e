import Box from '@mui/material/Box';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40);

const columns: GridColDef<EmployeeRow>[] = employeeColumns
  .filter((column) => ['name', 'salary', 'startDate'].includes(column.field))
  .map((column) => {
    if (column.field === 'salary') {
      return {
        ...column,
        width: 150,
        description: 'Yearly gross salary in US dollars',
        renderHeader: () => (
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PaidOutlinedIcon fontSize="small" aria-hidden />
            Salary <Box component="small">(USD)</Box>
          </Box>
        ),
      };
    }
    if (column.field === 'startDate') {
      return {
        ...column,
        width: 150,
        renderHeader: () => (
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <EventOutlinedIcon fontSize="small" aria-hidden />
            Start date
          </Box>
        ),
      };
    }
    return column;
  });

export default function RenderedHeaders() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
