import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelectTreeView() {
  // Ctrl/Cmd-click adds an item; Shift-click or Shift+arrows select a range.
  return (
    <TreeView
      aria-label="Files, several can be selected"
      multiSelect
      defaultExpanded={['docs', 'pictures']}
      sx={{ maxWidth: 320 }}
    >
      <TreeItem nodeId="docs" label="Documents">
        <TreeItem nodeId="cv" label="cv.pdf" />
        <TreeItem nodeId="taxes" label="taxes-2024.xlsx" />
      </TreeItem>
      <TreeItem nodeId="pictures" label="Pictures">
        <TreeItem nodeId="holiday" label="holiday.png" />
        <TreeItem nodeId="cat" label="cat.jpg" />
      </TreeItem>
    </TreeView>
  );
}
