import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

export default function DisabledItems() {
  const [focusable, setFocusable] = React.useState(true);
  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <TreeView
        aria-label="Course modules"
        disabledItemsFocusable={focusable}
        defaultCollapseIcon={<span aria-hidden="true">▾</span>}
        defaultExpandIcon={<span aria-hidden="true">▸</span>}
        defaultExpanded={['basics']}
        sx={{ maxWidth: 300 }}
      >
        <TreeItem nodeId="basics" label="1. Basics">
          <TreeItem nodeId="intro" label="Introduction" />
          <TreeItem nodeId="setup" label="Setup" />
        </TreeItem>
        <TreeItem nodeId="advanced" label="2. Advanced (locked)" disabled>
          <TreeItem nodeId="patterns" label="Patterns" />
        </TreeItem>
        <TreeItem nodeId="quiz" label="3. Final quiz (locked)" disabled />
      </TreeView>
    </div>
  );
}
