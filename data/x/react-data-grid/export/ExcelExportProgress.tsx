import * as React from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(5000, 512);

type ExportState = 'idle' | 'pending' | 'finished';

export default function ExcelExportProgress() {
  const apiRef = useGridApiRef();
  const [exportState, setExportState] = React.useState<ExportState>('idle');
  const [lastDuration, setLastDuration] = React.useState<number | null>(null);
  const startedAt = React.useRef(0);

  // The grid reports 'pending' when it starts building the file and 'finished' when the file
  // is ready, with or without a worker: the same progress UI serves both.
  const handleExportState = React.useCallback((state: 'pending' | 'finished') => {
    if (state === 'pending') {
      startedAt.current = performance.now();
    } else {
      setLastDuration(Math.round(performance.now() - startedAt.current));
    }
    setExportState(state);
  }, []);

  const download = () =>
    apiRef.current.exportDataAsExcel({
      fileName: 'employees',
      // With a worker script served by your app, this line moves the work off the page:
      // worker: () => new Worker(new URL('./excelExportWorker.ts', import.meta.url)),
    });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" disabled={exportState === 'pending'} onClick={download}>
          Download 5,000 rows as Excel
        </Button>
        <Typography variant="body2" role="status">
          {exportState === 'idle' ? 'No file built yet.' : null}
          {exportState === 'pending' ? 'Building the workbook…' : null}
          {exportState === 'finished' && lastDuration !== null
            ? `The last file took ${lastDuration.toLocaleString('en-US')} ms to build on the page's thread.`
            : null}
        </Typography>
      </Stack>
      <LinearProgress
        aria-label="Excel export"
        variant={exportState === 'pending' ? 'indeterminate' : 'determinate'}
        value={exportState === 'finished' ? 100 : 0}
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          onExcelExportStateChange={handleExportState}
        />
      </div>
    </Stack>
  );
}
