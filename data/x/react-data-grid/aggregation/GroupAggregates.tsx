import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import type { GridAggregationFunction, GridColDef } from '@mui/x-data-grid-premium';
import { createEmployeeRows, formatSalary } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(200);

/** The spread between the highest and the lowest value. */
const range: GridAggregationFunction<number, number> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length === 0 ? 0 : Math.max(...numbers) - Math.min(...numbers);
  },
};

const money = ({ value }: { value: unknown }) =>
  typeof value === 'number' ? formatSalary(value) : '';

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'salary',
    headerName: 'Average salary',
    type: 'number',
    width: 160,
    valueFormatter: money,
  },
  {
    field: 'salaryRange',
    headerName: 'Salary range',
    type: 'number',
    width: 150,
    valueGetter: ({ row }) => row?.salary,
    valueFormatter: money,
  },
];

export default function GroupAggregates() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['department'] },
      aggregation: { model: { salary: 'avg', salaryRange: 'range', name: 'size' } },
    },
  });
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, range }}
      />
    </div>
  );
}
