import { DataGridPro, GridLogicOperator, GridToolbar } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(500);

export default function MultiFilterPanel() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          columns: { columnVisibilityModel: { id: false, email: false } },
          filter: {
            filterModel: {
              logicOperator: GridLogicOperator.And,
              items: [
                { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
                { id: 2, field: 'salary', operator: '>', value: 100000 },
              ],
            },
          },
        }}
      />
    </div>
  );
}
