import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  useGridApiContext,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import type {
  GridCellParams,
  GridColDef,
  GridEventListener,
  GridGroupingColDefOverride,
  GridRenderCellParams,
  GridRowId,
} from '@mui/x-data-grid-pro';
import { fetchEntries } from './lazyFileServer';
import type { RemoteEntry } from './lazyFileServer';

interface FolderLoader {
  /** Loads the children of a folder into the grid, then opens it. */
  openFolder: (entry: RemoteEntry) => void;
  /** The folders whose children are on their way. */
  loadingIds: ReadonlySet<GridRowId>;
}

const FolderLoaderContext = React.createContext<FolderLoader>({
  openFolder: () => undefined,
  loadingIds: new Set(),
});

function FolderCell({ id, field, row, rowNode }: GridRenderCellParams<RemoteEntry>) {
  const apiRef = useGridApiContext();
  const { openFolder, loadingIds } = React.useContext(FolderLoaderContext);
  const name = row.path[row.path.length - 1];
  // A folder whose children are not loaded yet is still a leaf of the grid's tree.
  const loaded = rowNode.type === 'group';
  const expanded = rowNode.type === 'group' && rowNode.childrenExpanded === true;

  const handleClick = (event: React.MouseEvent) => {
    event.stopPropagation();
    apiRef.current.setCellFocus(id, field);
    if (loaded) {
      apiRef.current.setRowChildrenExpansion(id, !expanded);
    } else {
      openFolder(row);
    }
  };

  let toggle: React.ReactNode = <Box sx={{ width: 30, flexShrink: 0 }} />;
  if (loadingIds.has(id)) {
    toggle = (
      <Box sx={{ width: 30, flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress size={16} aria-label={`Loading ${name}`} />
      </Box>
    );
  } else if (row.childCount > 0) {
    toggle = (
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={expanded ? `Collapse ${name}` : `Expand ${name}`}
        onClick={handleClick}
      >
        <ChevronRightIcon
          fontSize="small"
          sx={{ transform: expanded ? 'rotate(90deg)' : 'none' }}
        />
      </IconButton>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: rowNode.depth * 3 }}>
      {toggle}
      <span>{name}</span>
    </Box>
  );
}

const groupingColDef: GridGroupingColDefOverride<RemoteEntry> = {
  headerName: 'Name',
  flex: 1,
  minWidth: 260,
  renderCell: (params) => <FolderCell {...params} />,
};

const columns: GridColDef<RemoteEntry>[] = [
  {
    field: 'childCount',
    headerName: 'Items',
    type: 'number',
    width: 90,
    valueFormatter: ({ value }) => (value ? String(value) : ''),
  },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: ({ value }) => (value ? `${value} KB` : ''),
  },
];

export default function ChildrenLazyLoading() {
  const apiRef = useGridApiRef();
  const [topLevel, setTopLevel] = React.useState<RemoteEntry[]>([]);
  const [loadingIds, setLoadingIds] = React.useState<ReadonlySet<GridRowId>>(new Set());
  const requests = React.useRef(new Set<AbortController>());
  const pending = React.useRef(new Set<GridRowId>());

  React.useEffect(() => {
    const open = requests.current;
    const controller = new AbortController();
    fetchEntries([], controller.signal)
      .then(setTopLevel)
      .catch(() => {
        // Aborted because the demo was left.
      });
    return () => {
      controller.abort();
      open.forEach((request) => request.abort());
    };
  }, []);

  const openFolder = React.useCallback(
    async (entry: RemoteEntry) => {
      if (pending.current.has(entry.id)) {
        return;
      }
      pending.current.add(entry.id);
      setLoadingIds(new Set(pending.current));
      const controller = new AbortController();
      requests.current.add(controller);
      try {
        const children = await fetchEntries(entry.path, controller.signal);
        // The children's paths start with the folder's, so the folder becomes their group.
        apiRef.current.updateRows(children);
        apiRef.current.setRowChildrenExpansion(entry.id, true);
      } catch {
        // Aborted because the demo was left.
      } finally {
        requests.current.delete(controller);
        pending.current.delete(entry.id);
        if (!controller.signal.aborted) {
          setLoadingIds(new Set(pending.current));
        }
      }
    },
    [apiRef],
  );

  // Space on a folder that is not loaded yet loads it, as a click on its toggle does.
  const handleCellKeyDown = React.useCallback<GridEventListener<'cellKeyDown'>>(
    (params: GridCellParams<RemoteEntry>, event) => {
      if (
        params.field === GRID_TREE_DATA_GROUPING_FIELD &&
        event.key === ' ' &&
        params.rowNode.type === 'leaf' &&
        params.row.childCount > 0
      ) {
        event.preventDefault();
        openFolder(params.row);
      }
    },
    [openFolder],
  );

  const loader = React.useMemo(() => ({ openFolder, loadingIds }), [openFolder, loadingIds]);

  return (
    <FolderLoaderContext.Provider value={loader}>
      <div style={{ height: 440, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={topLevel}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={groupingColDef}
          loading={topLevel.length === 0}
          onCellKeyDown={handleCellKeyDown}
          hideFooter
        />
      </div>
    </FolderLoaderContext.Provider>
  );
}
