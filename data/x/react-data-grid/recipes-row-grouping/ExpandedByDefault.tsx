import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import type { GridColDef, GridGroupNode } from '@mui/x-data-grid-premium';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(150);
const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
];

// Engineering and everything under it starts open; the other departments start closed.
function isGroupExpandedByDefault(node: GridGroupNode): boolean {
  if (node.depth === 0) {
    return node.groupingKey === 'Engineering';
  }
  return true;
}

export default function ExpandedByDefault() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['department', 'country'] } },
  });
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </div>
  );
}
