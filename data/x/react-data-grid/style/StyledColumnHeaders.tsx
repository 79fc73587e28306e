import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 619);

const columns = employeeColumns.map((column) => ({ ...column, headerClassName: 'team-header' }));

export default function StyledColumnHeaders() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooterPagination
        sx={{ '& .team-header': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
      />
    </div>
  );
}
