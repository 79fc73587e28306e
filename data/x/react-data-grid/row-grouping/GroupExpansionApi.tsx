import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, gridRowTreeSelector, useGridApiRef } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 128);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function GroupExpansionApi() {
  const apiRef = useGridApiRef();
  const setAll = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== 'auto-generated-group-node-root') {
        apiRef.current.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };
  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </Stack>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['department', 'country'] } }}
        />
      </div>
    </div>
  );
}
