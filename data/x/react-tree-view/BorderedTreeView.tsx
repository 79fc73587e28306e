import { alpha, styled } from '@mui/material/styles';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';

// A dashed guide line on the left of each group, and square expand icons.
const GuidedTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.group}`]: {
    marginLeft: 15,
    paddingLeft: 18,
    borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.4)}`,
  },
}));

export default function BorderedTreeView() {
  return (
    <TreeView
      aria-label="Tree with guide lines"
      defaultExpanded={['src', 'components']}
      defaultCollapseIcon={<IndeterminateCheckBoxOutlinedIcon />}
      defaultExpandIcon={<AddBoxOutlinedIcon />}
      defaultEndIcon={<InsertDriveFileOutlinedIcon />}
      sx={{ maxWidth: 320 }}
    >
      <GuidedTreeItem nodeId="src" label="src">
        <GuidedTreeItem nodeId="components" label="components">
          <GuidedTreeItem nodeId="button" label="Button.tsx" />
          <GuidedTreeItem nodeId="card" label="Card.tsx" />
        </GuidedTreeItem>
        <GuidedTreeItem nodeId="index" label="index.ts" />
      </GuidedTreeItem>
      <GuidedTreeItem nodeId="readme" label="README.md" />
    </TreeView>
  );
}
