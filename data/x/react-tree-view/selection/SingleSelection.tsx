import * as React from 'react';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

export default function SingleSelection() {
  const [selected, setSelected] = React.useState<string | null>('docs-guides');
  return (
    <div>
      <p>Selected: {selected ?? 'nothing'}</p>
      <TreeView
        aria-label="Documentation"
        selected={selected}
        onNodeSelect={(_event, nodeId) => setSelected(nodeId)}
        defaultCollapseIcon={<span aria-hidden="true">▾</span>}
        defaultExpandIcon={<span aria-hidden="true">▸</span>}
        defaultExpanded={['docs']}
        sx={{ maxWidth: 300 }}
      >
        <TreeItem nodeId="docs" label="Docs">
          <TreeItem nodeId="docs-intro" label="Introduction" />
          <TreeItem nodeId="docs-guides" label="Guides" />
          <TreeItem nodeId="docs-api" label="API reference" />
        </TreeItem>
        <TreeItem nodeId="blog" label="Blog" />
      </TreeView>
    </div>
  );
}
