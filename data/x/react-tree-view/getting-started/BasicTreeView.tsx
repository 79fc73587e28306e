import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

export default function BasicTreeView() {
  return (
    <TreeView
      aria-label="Recipe book"
      defaultCollapseIcon={<span aria-hidden="true">−</span>}
      defaultExpandIcon={<span aria-hidden="true">+</span>}
      sx={{ maxWidth: 280 }}
    >
      <TreeItem nodeId="starters" label="Starters">
        <TreeItem nodeId="soup" label="Tomato soup" />
        <TreeItem nodeId="bruschetta" label="Bruschetta" />
      </TreeItem>
      <TreeItem nodeId="mains" label="Mains">
        <TreeItem nodeId="risotto" label="Mushroom risotto" />
        <TreeItem nodeId="curry" label="Chickpea curry" />
      </TreeItem>
      <TreeItem nodeId="desserts" label="Desserts">
        <TreeItem nodeId="tart" label="Lemon tart" />
      </TreeItem>
    </TreeView>
  );
}
