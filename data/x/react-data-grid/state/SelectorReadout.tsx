import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  gridFilteredTopLevelRowCountSelector,
  gridPaginationModelSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(200);

function StateReadout() {
  const apiRef = useGridApiContext();
  const pagination = useGridSelector(apiRef, gridPaginationModelSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const rowCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  return (
    <GridToolbarContainer>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', p: 1 }}>
        page {pagination.page + 1}, {pagination.pageSize} per page · {rowCount} rows · sort:{' '}
        {sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none'}
      </Typography>
    </GridToolbarContainer>
  );
}

export default function SelectorReadout() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        columnVisibilityModel={{ email: false }}
        slots={{ toolbar: StateReadout }}
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        pageSizeOptions={[10, 25, 50]}
      />
    </div>
  );
}
