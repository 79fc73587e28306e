import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS } from '@mui/x-data-grid-premium';
import type { GridAggregationFunction } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 215);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

// The sum of salaries, shown in thousands in the footer only.
const sumInThousands: GridAggregationFunction<number, number, string> = {
  columnTypes: ['number'],
  apply: ({ values }) =>
    values.reduce<number>((sum, value) => sum + (typeof value === 'number' ? value : 0), 0),
  label: 'total (k$)',
  valueFormatter: ({ value }) => `${Math.round(value / 1000)} k$`,
};

export default function AggregationValueFormatter() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, sumK: sumInThousands }}
        initialState={{ aggregation: { model: { salary: 'sumK' } } }}
      />
    </div>
  );
}
