import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarFilterButton,
  gridFilteredSortedRowIdsSelector,
} from '@mui/x-data-grid';
import type { GridCsvGetRowsToExportParams } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 305);

// Every row that passes the filters, on all pages, in their sorted order.
const filteredRows = ({ apiRef }: GridCsvGetRowsToExportParams) =>
  gridFilteredSortedRowIdsSelector(apiRef);

function FilteredExportToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      <GridToolbarExport
        csvOptions={{ getRowsToExport: filteredRows, fileName: 'filtered-employees' }}
        printOptions={{ disableToolbarButton: true }}
      />
    </GridToolbarContainer>
  );
}

export default function CsvFilteredRows() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: FilteredExportToolbar }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'country', operator: 'is', value: 'Kenya' }] },
          },
          pagination: { paginationModel: { pageSize: 25, page: 0 } },
        }}
        pageSizeOptions={[25]}
      />
    </div>
  );
}
