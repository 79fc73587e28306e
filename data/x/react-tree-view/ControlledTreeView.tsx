import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const ALL = ['docs', 'pictures'];

export default function ControlledTreeView() {
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const [selected, setSelected] = React.useState<string[]>([]);
  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded((old) => (old.length ? [] : ALL))}
        >
          {expanded.length ? 'Collapse all' : 'Expand all'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelected((old) => (old.length ? [] : ['cv', 'cat']))}
        >
          {selected.length ? 'Unselect all' : 'Select two files'}
        </Button>
      </Stack>
      <TreeView
        aria-label="Controlled files"
        multiSelect
        expanded={expanded}
        selected={selected}
        onNodeToggle={(event, nodeIds) => setExpanded(nodeIds)}
        onNodeSelect={(event, nodeIds) => setSelected(nodeIds)}
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
    </Stack>
  );
}
