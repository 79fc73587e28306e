import { DataGridPro, GridToolbar } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(200, 804);

export default function NoActionButtons() {
  // The filter panel keeps its two filters but offers no "Add filter" or "Remove all" buttons.
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ filterPanel: { disableAddFilterButton: true, disableRemoveAllButton: true } }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
                { id: 2, field: 'salary', operator: '>', value: 90000 },
              ],
            },
          },
        }}
      />
    </div>
  );
}
