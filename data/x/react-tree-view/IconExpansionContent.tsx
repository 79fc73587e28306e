import * as React from 'react';
import Typography from '@mui/material/Typography';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem, useTreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeItemContentProps } from '@mui/x-tree-view/TreeItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

// Only the arrow expands; clicking the label selects without expanding.
const ArrowOnlyContent = React.forwardRef<HTMLDivElement, TreeItemContentProps>(
  function ArrowOnlyContent(props, ref) {
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
        ref={ref}
      >
        <div onClick={handleExpansion} className={classes.iconContainer}>
          {icon ?? expansionIcon ?? displayIcon}
        </div>
        <Typography component="div" className={classes.label} onClick={handleSelection}>
          {label}
        </Typography>
      </div>
    );
  },
);

export default function IconExpansionContent() {
  return (
    <TreeView
      aria-label="Arrow-only expansion"
      defaultCollapseIcon={<ExpandMoreIcon />}
      defaultExpandIcon={<ChevronRightIcon />}
      sx={{ maxWidth: 320 }}
    >
      <TreeItem nodeId="docs" label="Documents" ContentComponent={ArrowOnlyContent}>
        <TreeItem nodeId="cv" label="cv.pdf" ContentComponent={ArrowOnlyContent} />
      </TreeItem>
      <TreeItem nodeId="pictures" label="Pictures" ContentComponent={ArrowOnlyContent}>
        <TreeItem nodeId="cat" label="cat.jpg" ContentComponent={ArrowOnlyContent} />
      </TreeItem>
    </TreeView>
  );
}
