import * as React from 'react';
import Button from '@mui/material/Button';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

const files = ['report.pdf', 'budget.xlsx', 'notes.md', 'logo.svg', 'photo.jpg'];

export default function MultiSelection() {
  const [selected, setSelected] = React.useState<string[]>(['report.pdf', 'notes.md']);
  return (
    <div>
      <p>
        {selected.length} selected: {selected.join(', ') || 'none'}{' '}
        <Button size="small" onClick={() => setSelected([])}>
          Clear
        </Button>
      </p>
      <TreeView
        aria-label="Shared folder"
        multiSelect
        selected={selected}
        onNodeSelect={(_event, nodeIds) => setSelected(nodeIds)}
        defaultCollapseIcon={<span aria-hidden="true">▾</span>}
        defaultExpandIcon={<span aria-hidden="true">▸</span>}
        defaultExpanded={['shared']}
        sx={{ maxWidth: 300 }}
      >
        <TreeItem nodeId="shared" label="Shared">
          {files.map((file) => (
            <TreeItem key={file} nodeId={file} label={file} />
          ))}
        </TreeItem>
      </TreeView>
    </div>
  );
}
