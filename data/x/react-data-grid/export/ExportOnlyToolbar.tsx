import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(100, 301);

// A toolbar of your own: a search box and the export menu, nothing else.
function SearchAndExportToolbar() {
  return (
    <GridToolbarContainer sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <GridToolbarQuickFilter />
      <GridToolbarExport csvOptions={{ fileName: 'team-directory' }} />
    </GridToolbarContainer>
  );
}

export default function ExportOnlyToolbar() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: SearchAndExportToolbar }}
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        pageSizeOptions={[25]}
      />
    </div>
  );
}
