import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';
import { createEmployeeRows } from '../../datasets/employees';

interface PayRow {
  id: number;
  name: string;
  salary: number;
  bonus: number;
}

const rows: PayRow[] = createEmployeeRows(30).map(({ id, name, salary }) => ({
  id,
  name,
  salary,
  bonus: Math.round(salary * 0.07),
}));

const columns: GridColDef<PayRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130 },
  { field: 'bonus', headerName: 'Bonus', type: 'number', width: 120 },
];

export default function SelectRangeFromCode() {
  const apiRef = useGridApiRef();
  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.unstable_selectCellRange(
              { id: 1, field: 'salary' },
              { id: 5, field: 'bonus' },
            )
          }
        >
          Select salary and bonus of rows 1–5
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.unstable_setCellSelectionModel({})}
        >
          Clear
        </Button>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} unstable_cellSelection />
      </div>
    </div>
  );
}
