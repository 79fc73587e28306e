import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledTreeItems() {
  const [focusable, setFocusable] = React.useState(false);
  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="Disabled items can be focused"
      />
      <TreeView
        aria-label="Projects with archived items"
        disabledItemsFocusable={focusable}
        multiSelect
        defaultExpanded={['active', 'archived']}
        sx={{ maxWidth: 320 }}
      >
        <TreeItem nodeId="active" label="Active projects">
          <TreeItem nodeId="website" label="Website redesign" />
          <TreeItem nodeId="app" label="Mobile app" />
        </TreeItem>
        <TreeItem nodeId="archived" label="Archived (read-only)" disabled>
          <TreeItem nodeId="intranet" label="Intranet" />
        </TreeItem>
        <TreeItem nodeId="budget" label="Budget 2023" disabled />
      </TreeView>
    </div>
  );
}
