import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GRID_TREE_DATA_GROUPING_FIELD,
  GridToolbar,
} from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';
import { createFileRows, fileColumns } from './files';
import type { FileRow } from './files';

const rows = createFileRows();

const columns: GridColDef<FileRow>[] = [
  {
    field: 'kind',
    headerName: 'Kind',
    type: 'singleSelect',
    valueOptions: [
      { value: 'folder', label: 'Folder' },
      { value: 'file', label: 'File' },
    ],
    width: 100,
  },
  ...fileColumns,
  {
    field: 'extension',
    headerName: 'Type',
    width: 90,
    valueGetter: ({ row }) =>
      row.kind === 'file' && row.path[row.path.length - 1].includes('.')
        ? row.path[row.path.length - 1].split('.').pop()?.toUpperCase()
        : '',
  },
];

export default function FullTreeDataExample() {
  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'Name', width: 260 }}
        defaultGroupingExpansionDepth={1}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          // The grouping column has a field like any other: pin it with the checkboxes.
          pinnedColumns: {
            left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, GRID_TREE_DATA_GROUPING_FIELD],
          },
          sorting: { sortModel: [{ field: 'modified', sort: 'desc' }] },
        }}
      />
    </div>
  );
}
