import * as React from 'react';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(30, 802);

export default function SubscribeEventApi() {
  const apiRef = useGridApiRef();
  const [count, setCount] = React.useState(0);
  // subscribeEvent returns the unsubscribe function, which the effect uses as its cleanup.
  React.useEffect(
    () => apiRef.current.subscribeEvent('columnHeaderClick', () => setCount((value) => value + 1)),
    [apiRef],
  );
  return (
    <div>
      <p aria-live="polite">Header clicks: {count}</p>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={employeeColumns} hideFooterPagination />
      </div>
    </div>
  );
}
