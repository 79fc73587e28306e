import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';
import { createEmployeeRows, formatSalary } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(200);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 140,
    valueFormatter: ({ value }) => (typeof value === 'number' ? formatSalary(value) : ''),
  },
];

export default function RowGroupingPremium() {
  const apiRef = useGridApiRef();
  // Group by department, average the salaries per group, and hide the grouped column itself.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['department'] },
      aggregation: { model: { salary: 'avg' } },
    },
  });
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} />
    </div>
  );
}
