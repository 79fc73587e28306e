import * as React from 'react';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridApiEventHandler,
} from '@mui/x-data-grid';
import type { GridEventListener } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(30, 801);

// A footer that listens to the grid's events with a hook; the subscription ends with the component.
function LastClickFooter() {
  const apiRef = useGridApiContext();
  const [text, setText] = React.useState('Click a cell.');
  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    setText(`Last click: ${params.field} of row ${String(params.id)}`);
  };
  useGridApiEventHandler(apiRef, 'cellClick', handleCellClick);
  return <GridFooterContainer sx={{ px: 2 }}>{text}</GridFooterContainer>;
}

export default function ApiEventHandlerHook() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={employeeColumns} slots={{ footer: LastClickFooter }} />
    </div>
  );
}
