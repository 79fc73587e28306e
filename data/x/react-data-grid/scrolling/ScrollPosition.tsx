import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(100);
const ROW_HEIGHT = 36;

export default function ScrollPosition() {
  const apiRef = useGridApiRef();
  const [firstRow, setFirstRow] = React.useState(1);

  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('scrollPositionChange', ({ top }) => {
        setFirstRow(Math.floor(top / ROW_HEIGHT) + 1);
      }),
    [apiRef],
  );

  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Showing from row {firstRow} of {rows.length}
      </Typography>
      <div style={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          rowHeight={ROW_HEIGHT}
          hideFooter
        />
      </div>
    </div>
  );
}
