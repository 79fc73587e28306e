import { DataGrid, GridRow } from '@mui/x-data-grid';
import type { GridRowProps } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 407);

// Renders the default row with a title with the employee's role, shown on hover.
function TitledRow(props: GridRowProps) {
  const { row } = props;
  return (
    <GridRow {...props} title={row ? `${String(row.name)}, ${String(row.role)}` : undefined} />
  );
}

export default function RowSlot() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ row: TitledRow }}
        hideFooterPagination
      />
    </div>
  );
}
