import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      style={{ transform: open ? 'rotate(90deg)' : undefined }}
    >
      <path d="M6 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export default function FileExplorer() {
  return (
    <TreeView
      aria-label="Project files"
      defaultCollapseIcon={<Chevron open />}
      defaultExpandIcon={<Chevron open={false} />}
      defaultExpanded={['src', 'components']}
      sx={{ maxWidth: 320 }}
    >
      <TreeItem nodeId="src" label="src">
        <TreeItem nodeId="components" label="components">
          <TreeItem nodeId="button" label="Button.tsx" />
          <TreeItem nodeId="card" label="Card.tsx" />
        </TreeItem>
        <TreeItem nodeId="hooks" label="hooks">
          <TreeItem nodeId="use-theme" label="useTheme.ts" />
        </TreeItem>
        <TreeItem nodeId="index" label="index.ts" />
      </TreeItem>
      <TreeItem nodeId="public" label="public">
        <TreeItem nodeId="favicon" label="favicon.ico" />
      </TreeItem>
      <TreeItem nodeId="package" label="package.json" />
    </TreeView>
  );
}
