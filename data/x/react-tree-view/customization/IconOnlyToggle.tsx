import * as React from 'react';
import { TreeItem, useTreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeItemContentProps } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

// Clicking the icon toggles the branch; clicking the label only selects the item.
const IconToggleContent = React.forwardRef<HTMLDivElement, TreeItemContentProps>(
  function IconToggleContent(props, ref) {
    const { classes, className, label, nodeId, icon, expansionIcon, displayIcon } = props;
    const {
      disabled,
      expanded,
      selected,
      focused,
      handleExpansion,
      handleSelection,
      preventSelection,
    } = useTreeItem(nodeId);
    return (
      <div
        ref={ref}
        className={[
          className,
          classes.root,
          expanded && classes.expanded,
          selected && classes.selected,
          focused && classes.focused,
          disabled && classes.disabled,
        ]
          .filter(Boolean)
          .join(' ')}
        onMouseDown={preventSelection}
      >
        <div onClick={handleExpansion} className={classes.iconContainer}>
          {icon ?? expansionIcon ?? displayIcon}
        </div>
        <div onClick={handleSelection} className={classes.label}>
          {label}
        </div>
      </div>
    );
  },
);

export default function IconOnlyToggle() {
  return (
    <TreeView
      aria-label="Icon-only toggle"
      defaultCollapseIcon={<span aria-hidden="true">▾</span>}
      defaultExpandIcon={<span aria-hidden="true">▸</span>}
      sx={{ maxWidth: 300 }}
    >
      <TreeItem
        ContentComponent={IconToggleContent}
        nodeId="reports"
        label="Reports (click the arrow to open)"
      >
        <TreeItem ContentComponent={IconToggleContent} nodeId="q1" label="Q1 2024" />
        <TreeItem ContentComponent={IconToggleContent} nodeId="q2" label="Q2 2024" />
      </TreeItem>
    </TreeView>
  );
}
