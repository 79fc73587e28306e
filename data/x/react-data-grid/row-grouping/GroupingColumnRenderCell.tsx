import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridRenderCellParams } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 124);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

function GroupLabel(params: GridRenderCellParams) {
  const { rowNode } = params;
  if (rowNode.type !== 'group') return null;
  return (
    <Box sx={{ ml: rowNode.depth * 2 }}>
      <strong>{String(rowNode.groupingKey)}</strong> · {rowNode.children.length} people
    </Box>
  );
}

export default function GroupingColumnRenderCell() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{ headerName: 'Department', width: 240, renderCell: GroupLabel }}
        initialState={{ rowGrouping: { model: ['department'] } }}
        defaultGroupingExpansionDepth={0}
      />
    </div>
  );
}
