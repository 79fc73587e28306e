import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40);
const columns = employeeColumns.filter((column) =>
  ['name', 'email', 'department'].includes(column.field),
);

export default function PreventDefaultClick() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        onCellClick={(params, event) => {
          if (params.field === 'email') {
            // Clicking an address selects its text, not the row.
            event.defaultMuiPrevented = true;
          }
        }}
        sx={{ '& [data-field="email"]': { userSelect: 'text' } }}
      />
    </div>
  );
}
