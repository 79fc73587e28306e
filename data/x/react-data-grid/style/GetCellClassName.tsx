import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 616);

export default function GetCellClassName() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        hideFooterPagination
        getCellClassName={(params) =>
          params.field === 'country' && String(params.value) === 'Japan' ? 'japan' : ''
        }
        sx={{ '& .japan': { color: 'error.main' } }}
      />
    </div>
  );
}
