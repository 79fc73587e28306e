import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 131);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function RowGroupingApiRef() {
  const apiRef = useGridApiRef();
  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.addRowGroupingCriteria('country')}
        >
          Add country
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.addRowGroupingCriteria('department', 0)}
        >
          Add department first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setRowGroupingModel([])}
        >
          Ungroup
        </Button>
      </Stack>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </div>
  );
}
