import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 304);

export default function CsvCurrentPageRows() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');
  const showPage = () => {
    // Only the rows of the current page, in their displayed order.
    const csv = apiRef.current.getDataAsCsv({
      getRowsToExport: ({ apiRef: gridApi }) =>
        gridPaginatedVisibleSortedGridRowIdsSelector(gridApi),
      fields: ['name', 'department'],
    });
    setPreview(csv.split('\n').slice(0, 6).join('\n'));
  };
  return (
    <div>
      <Button size="small" variant="outlined" onClick={showPage} sx={{ mb: 1 }}>
        Preview the CSV of this page
      </Button>
      <pre aria-live="polite" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {preview}
      </pre>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
          pageSizeOptions={[10]}
        />
      </div>
    </div>
  );
}
