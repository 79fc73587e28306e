import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

export default function StyledTree() {
  return (
    <TreeView
      aria-label="Settings"
      defaultCollapseIcon={<span aria-hidden="true">−</span>}
      defaultExpandIcon={<span aria-hidden="true">+</span>}
      defaultExpanded={['account']}
      defaultSelected="profile"
      sx={{
        maxWidth: 300,
        [`& .${treeItemClasses.content}`]: { borderRadius: 2, py: 0.5, pr: 1 },
        [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
        [`& .${treeItemClasses.content}.${treeItemClasses.selected}.${treeItemClasses.focused}`]: {
          bgcolor: 'primary.dark',
        },
        [`& .${treeItemClasses.group}`]: {
          ml: 1.5,
          pl: 1,
          borderLeft: '1px dashed',
          borderColor: 'divider',
        },
        [`& .${treeItemClasses.label}`]: { fontWeight: 500 },
      }}
    >
      <TreeItem nodeId="account" label="Account">
        <TreeItem nodeId="profile" label="Profile" />
        <TreeItem nodeId="security" label="Security" />
      </TreeItem>
      <TreeItem nodeId="notifications" label="Notifications">
        <TreeItem nodeId="email" label="Email" />
        <TreeItem nodeId="push" label="Push" />
      </TreeItem>
    </TreeView>
  );
}
