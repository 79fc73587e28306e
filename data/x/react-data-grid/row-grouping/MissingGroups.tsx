import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';
import { createEmployeeRows } from '../../datasets/employees';

// New hires have no desk yet: their office is null and they are listed outside any group.
const rows = createEmployeeRows(40, 127).map((row, index) => ({
  id: row.id,
  name: row.name,
  office: index % 6 === 0 ? null : row.country,
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'office', headerName: 'Office', width: 150 },
];

export default function MissingGroups() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['office'] } }}
      />
    </div>
  );
}
