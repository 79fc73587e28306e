import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridSortModelSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(200, 705);

export default function DirectSelectorAccess() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Sort or filter, then read the state.');
  const read = () => {
    // Selectors called with the apiRef read the current state once, without subscribing.
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    const sort = gridSortModelSelector(apiRef);
    setSummary(
      `${ids.length} rows pass the filters; first id ${String(ids[0] ?? '—')}; sort: ${JSON.stringify(sort)}`,
    );
  };
  return (
    <div>
      <Button size="small" variant="outlined" onClick={read} sx={{ mb: 1 }}>
        Read the state
      </Button>
      <p aria-live="polite">{summary}</p>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25]}
        />
      </div>
    </div>
  );
}
