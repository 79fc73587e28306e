import type * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { DataGridPro, useGridApiContext } from '@mui/x-data-grid-pro';
import type { GridGroupingColDefOverride, GridRenderCellParams } from '@mui/x-data-grid-pro';
import { createFileRows, fileColumns } from './files';
import type { FileRow } from './files';

const rows = createFileRows();

/** The name of a file or folder, indented by depth, with an icon and, for folders, a toggle. */
function FileNameCell({ id, field, row, rowNode }: GridRenderCellParams<FileRow>) {
  const apiRef = useGridApiContext();
  const name = row.path[row.path.length - 1];
  const isFolder = rowNode.type === 'group';
  const expanded = isFolder && rowNode.childrenExpanded === true;
  const toggle = (event: React.MouseEvent) => {
    // The click should not select the row as well.
    event.stopPropagation();
    apiRef.current.setRowChildrenExpansion(id, !expanded);
    apiRef.current.setCellFocus(id, field);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: rowNode.depth * 3 }}>
      {isFolder ? (
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label={expanded ? `Collapse ${name}` : `Expand ${name}`}
          onClick={toggle}
        >
          <ChevronRightIcon
            fontSize="small"
            sx={{ transform: expanded ? 'rotate(90deg)' : 'none' }}
          />
        </IconButton>
      ) : (
        <Box sx={{ width: 30 }} />
      )}
      {isFolder ? (
        <FolderOutlinedIcon fontSize="small" color="action" />
      ) : (
        <DescriptionOutlinedIcon fontSize="small" color="action" />
      )}
      <span>{name}</span>
    </Box>
  );
}

const groupingColDef: GridGroupingColDefOverride<FileRow> = {
  headerName: 'Name',
  flex: 1,
  minWidth: 260,
  renderCell: (params) => <FileNameCell {...params} />,
};

export default function CustomGroupingColumnTree() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={fileColumns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </div>
  );
}
