import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridToolbar,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(1000);

export default function AnalysisGrid() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      columns: { columnVisibilityModel: { id: false, email: false } },
      rowGrouping: { model: ['department'] },
      aggregation: { model: { name: 'size', salary: 'avg', startDate: 'max' } },
      pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
    },
  });
  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={employeeColumns}
        initialState={initialState}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </div>
  );
}
