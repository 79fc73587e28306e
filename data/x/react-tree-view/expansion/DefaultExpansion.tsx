import * as React from 'react';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

export default function DefaultExpansion() {
  const [open, setOpen] = React.useState<string[]>(['animals']);
  return (
    <div>
      <p>Open branches: {open.join(', ') || 'none'}</p>
      <TreeView
        aria-label="Taxonomy"
        defaultExpanded={['animals']}
        onNodeToggle={(_event, nodeIds) => setOpen(nodeIds)}
        defaultCollapseIcon={<span aria-hidden="true">▾</span>}
        defaultExpandIcon={<span aria-hidden="true">▸</span>}
        sx={{ maxWidth: 300 }}
      >
        <TreeItem nodeId="animals" label="Animals">
          <TreeItem nodeId="mammals" label="Mammals">
            <TreeItem nodeId="whale" label="Blue whale" />
            <TreeItem nodeId="bat" label="Fruit bat" />
          </TreeItem>
          <TreeItem nodeId="birds" label="Birds">
            <TreeItem nodeId="owl" label="Barn owl" />
          </TreeItem>
        </TreeItem>
        <TreeItem nodeId="plants" label="Plants">
          <TreeItem nodeId="fern" label="Fern" />
        </TreeItem>
      </TreeView>
    </div>
  );
}
