import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(150);
const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'role', headerName: 'Role', width: 190 },
];

export default function ExpandAllGroups() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['department'] } },
  });

  const setAll = (expanded: boolean) => {
    Object.values(gridRowTreeSelector(apiRef)).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </Stack>
      <div style={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
        />
      </div>
    </div>
  );
}
