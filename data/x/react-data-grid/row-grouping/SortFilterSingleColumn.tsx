import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 122);

const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function SortFilterSingleColumn() {
  // Groups sorted Z to A, and only three departments kept by the filter.

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department'] },
          sorting: { sortModel: [{ field: '__row_group_by_columns_group__', sort: 'desc' }] },
          filter: {
            filterModel: {
              items: [
                {
                  field: '__row_group_by_columns_group__',
                  operator: 'isAnyOf',
                  value: ['Engineering', 'Marketing', 'Sales'],
                },
              ],
            },
          },
        }}
      />
    </div>
  );
}
