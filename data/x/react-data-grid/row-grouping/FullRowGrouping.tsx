import {
  DataGridPremium,
  GridToolbar,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(500, 130);
const columns = employeeColumns.filter((column) => column.field !== 'id');

export default function FullRowGrouping() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['country', 'department'] },
      aggregation: { model: { salary: 'avg', name: 'size' } },
      columns: { columnVisibilityModel: { email: false } },
    },
  });
  return (
    <div style={{ height: 480, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        slots={{ toolbar: GridToolbar }}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </div>
  );
}
