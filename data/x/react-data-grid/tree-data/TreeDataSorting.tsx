import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createFileRows, fileColumns } from './files';

const rows = createFileRows();

export default function TreeDataSorting() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);
  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={topLevelOnly}
            onChange={(event) => setTopLevelOnly(event.target.checked)}
          />
        }
        label="Sort the top level only (disableChildrenSorting)"
      />
      <div style={{ height: 420 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={fileColumns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
          disableChildrenSorting={topLevelOnly}
          defaultGroupingExpansionDepth={2}
          initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'desc' }] } }}
          hideFooter
        />
      </div>
    </div>
  );
}
