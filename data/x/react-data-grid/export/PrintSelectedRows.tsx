import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  gridFilteredSortedRowIdsSelector,
  selectedGridRowsSelector,
} from '@mui/x-data-grid';
import type { GridPrintGetRowsToExportParams } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 303);

// Print the selected rows, or every filtered row when nothing is selected.
const getRowsToPrint = ({ apiRef }: GridPrintGetRowsToExportParams) => {
  const selected = selectedGridRowsSelector(apiRef);
  return selected.size > 0 ? Array.from(selected.keys()) : gridFilteredSortedRowIdsSelector(apiRef);
};

function PrintToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport
        csvOptions={{ disableToolbarButton: true }}
        printOptions={{ getRowsToExport: getRowsToPrint, hideFooter: true }}
      />
    </GridToolbarContainer>
  );
}

export default function PrintSelectedRows() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        checkboxSelection
        slots={{ toolbar: PrintToolbar }}
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        pageSizeOptions={[25]}
      />
    </div>
  );
}
