import Button from '@mui/material/Button';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 310);

export default function ExcelApiRef() {
  const apiRef = useGridApiRef();
  return (
    <div>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() =>
          apiRef.current.exportDataAsExcel({ fileName: 'employees', includeHeaders: true })
        }
      >
        Download as Excel
      </Button>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={employeeColumns} />
      </div>
    </div>
  );
}
