import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 125);

const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function SortFilterMultipleColumns() {
  // With one column per criterion, each grouping column sorts and filters its own level.

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        initialState={{
          rowGrouping: { model: ['department', 'country'] },
          sorting: {
            sortModel: [{ field: '__row_group_by_columns_group_country__', sort: 'asc' }],
          },
          filter: {
            filterModel: {
              items: [
                {
                  field: '__row_group_by_columns_group_department__',
                  operator: 'is',
                  value: 'Sales',
                },
              ],
            },
          },
        }}
      />
    </div>
  );
}
