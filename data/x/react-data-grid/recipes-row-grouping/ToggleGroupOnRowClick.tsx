import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import type { GridEventListener } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 905);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function ToggleGroupOnRowClick() {
  const apiRef = useGridApiRef();
  // A click anywhere on a group row opens or closes it, not only on its arrow.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const node = apiRef.current.getRowNode(params.id);
    if (node?.type === 'group') {
      apiRef.current.setRowChildrenExpansion(params.id, !node.childrenExpanded);
    }
  };
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onRowClick={handleRowClick}
        initialState={{ rowGrouping: { model: ['department'] } }}
      />
    </div>
  );
}
