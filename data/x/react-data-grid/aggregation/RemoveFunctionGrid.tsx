import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 213);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

// Without "size", no column of this grid can show a row count.
const { size, ...functionsWithoutSize } = GRID_AGGREGATION_FUNCTIONS;

export default function RemoveFunctionGrid() {
  return (
    <div>
      <p>
        Functions offered: {Object.keys(functionsWithoutSize).join(', ')} (not{' '}
        {size.label ?? 'size'}).
      </p>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationFunctions={functionsWithoutSize}
          initialState={{ aggregation: { model: { salary: 'min' } } }}
        />
      </div>
    </div>
  );
}
