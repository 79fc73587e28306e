import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridCellSelectionModel, GridColDef } from '@mui/x-data-grid-premium';
import { createEmployeeRows, formatSalary } from '../../datasets/employees';

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
const rowsById = new Map(rows.map((row) => [row.id, row]));

const money = ({ value }: { value: unknown }) =>
  typeof value === 'number' ? formatSalary(value) : '';

const columns: GridColDef<PayRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130, valueFormatter: money },
  { field: 'bonus', headerName: 'Bonus', type: 'number', width: 120, valueFormatter: money },
];

function summarise(model: GridCellSelectionModel): string {
  let count = 0;
  let sum = 0;
  Object.entries(model).forEach(([id, fields]) => {
    const row = rowsById.get(Number(id));
    Object.entries(fields).forEach(([field, selected]) => {
      if (!selected || !row) {
        return;
      }
      count += 1;
      const value = row[field as keyof PayRow];
      if (typeof value === 'number' && field !== 'id') {
        sum += value;
      }
    });
  });
  return count === 0 ? 'Select cells to see their sum' : `${count} cells, sum ${formatSalary(sum)}`;
}

export default function CellRangeSelection() {
  const [summary, setSummary] = React.useState('Select cells to see their sum');
  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {summary}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          unstable_cellSelection
          unstable_onCellSelectionModelChange={(model) => setSummary(summarise(model))}
        />
      </div>
    </div>
  );
}
