import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridToolbarContainer, GridToolbarQuickFilter } from '@mui/x-data-grid-pro';
import { createFileRows, fileColumns } from './files';

const rows = createFileRows();

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function TreeDataFiltering() {
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
        label="Filter the top level only (disableChildrenFiltering)"
      />
      <div style={{ height: 420 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={fileColumns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
          disableChildrenFiltering={topLevelOnly}
          defaultGroupingExpansionDepth={-1}
          slots={{ toolbar: SearchToolbar }}
          initialState={{
            filter: { filterModel: { items: [], quickFilterValues: ['report'] } },
          }}
          hideFooter
        />
      </div>
    </div>
  );
}
