import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

export default function ContentPropsTreeView() {
  // ContentProps reach the default content component: here a tooltip title on each row.
  return (
    <TreeView
      aria-label="Items with titles"
      defaultCollapseIcon={<ExpandMoreIcon />}
      defaultExpandIcon={<ChevronRightIcon />}
      defaultExpanded={['docs']}
      sx={{ maxWidth: 320 }}
    >
      <TreeItem
        nodeId="docs"
        label="Documents"
        ContentProps={{ title: 'Folder with 2 files' } as object}
      >
        <TreeItem nodeId="cv" label="cv.pdf" ContentProps={{ title: 'PDF, 120 kB' } as object} />
        <TreeItem
          nodeId="taxes"
          label="taxes-2024.xlsx"
          ContentProps={{ title: 'Spreadsheet, 48 kB' } as object}
        />
      </TreeItem>
    </TreeView>
  );
}
