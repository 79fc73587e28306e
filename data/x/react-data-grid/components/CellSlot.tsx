import { DataGrid, GridCell } from '@mui/x-data-grid';
import type { GridCellProps } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 408);

// Every cell of the salary column is tinted; the other cells are the default ones.
function TintedCell(props: GridCellProps) {
  const { column } = props;
  const style =
    column.field === 'salary'
      ? { ...props.style, backgroundColor: 'rgba(25, 118, 210, 0.08)' }
      : props.style;
  return <GridCell {...props} style={style} />;
}

export default function CellSlot() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ cell: TintedCell }}
        hideFooterPagination
      />
    </div>
  );
}
