import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

const branches = ['frontend', 'frontend-ui', 'backend', 'backend-db'];

export default function ControlledExpansion() {
  const [expanded, setExpanded] = React.useState<string[]>([]);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded(branches)}
          disabled={expanded.length === branches.length}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded([])}
          disabled={expanded.length === 0}
        >
          Collapse all
        </Button>
      </Stack>
      <TreeView
        aria-label="Architecture"
        expanded={expanded}
        onNodeToggle={(_event, nodeIds) => setExpanded(nodeIds)}
        defaultCollapseIcon={<span aria-hidden="true">▾</span>}
        defaultExpandIcon={<span aria-hidden="true">▸</span>}
        sx={{ maxWidth: 300 }}
      >
        <TreeItem nodeId="frontend" label="Frontend">
          <TreeItem nodeId="frontend-ui" label="UI kit">
            <TreeItem nodeId="buttons" label="Buttons" />
          </TreeItem>
          <TreeItem nodeId="router" label="Router" />
        </TreeItem>
        <TreeItem nodeId="backend" label="Backend">
          <TreeItem nodeId="backend-db" label="Database">
            <TreeItem nodeId="migrations" label="Migrations" />
          </TreeItem>
        </TreeItem>
      </TreeView>
    </Stack>
  );
}
