import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(100);

export default function BufferSettings() {
  const [rowBuffer, setRowBuffer] = React.useState(3);
  const [rendered, setRendered] = React.useState<number | null>(null);
  const container = React.useRef<HTMLDivElement>(null);

  const countRows = React.useCallback(() => {
    setRendered(container.current?.querySelectorAll('[role="row"][data-rowindex]').length ?? null);
  }, []);

  React.useEffect(() => {
    const timer = setTimeout(countRows, 300);
    return () => clearTimeout(timer);
  }, [rowBuffer, countRows]);

  return (
    <div style={{ width: '100%' }}>
      <Typography id="row-buffer-label" variant="body2">
        rowBuffer: {rowBuffer} · rendered rows: {rendered ?? '…'}
      </Typography>
      <Slider
        aria-labelledby="row-buffer-label"
        value={rowBuffer}
        min={0}
        max={30}
        onChange={(_, value) => setRowBuffer(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <div style={{ height: 360 }} ref={container} onScrollCapture={countRows}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          rowBuffer={rowBuffer}
          rowThreshold={Math.min(3, rowBuffer)}
          hideFooter
        />
      </div>
    </div>
  );
}
