import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import type { GridGroupNode } from '@mui/x-data-grid-pro';
import { createFileRows, fileColumns } from './files';

const rows = createFileRows();

// Open the website folder and its src folder; leave the others closed.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingKey === 'website' || node.groupingKey === 'src';

export default function TreeGroupExpansion() {
  const apiRef = useGridApiRef();
  const setAll = (expanded: boolean) => {
    Object.values(gridRowTreeSelector(apiRef)).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };
  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </Stack>
      <div style={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={fileColumns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </div>
    </div>
  );
}
