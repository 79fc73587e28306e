import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 617);

export default function VariableRowHeight() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        getRowHeight={({ id }) => (Number(id) % 5 === 0 ? 80 : null)}
        hideFooterPagination
      />
    </div>
  );
}
