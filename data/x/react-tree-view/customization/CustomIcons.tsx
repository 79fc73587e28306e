import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

function FolderIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={open ? 'M3 6h6l2 2h10v2H6l-3 8V6z M6 10h16l-3 9H3z' : 'M3 5h6l2 2h10v12H3z'}
        fill="currentColor"
        opacity={open ? 0.9 : 0.6}
      />
    </svg>
  );
}

function FileIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 2h8l4 4v16H6z" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function CustomIcons() {
  return (
    <TreeView
      aria-label="Folders with icons"
      defaultCollapseIcon={<FolderIcon open />}
      defaultExpandIcon={<FolderIcon open={false} />}
      defaultEndIcon={<FileIcon />}
      defaultExpanded={['photos']}
      sx={{ maxWidth: 300 }}
    >
      <TreeItem nodeId="photos" label="Photos">
        <TreeItem nodeId="beach" label="beach.jpg" />
        <TreeItem nodeId="mountain" label="mountain.jpg" />
      </TreeItem>
      <TreeItem nodeId="music" label="Music">
        <TreeItem nodeId="song" label="song.mp3" />
      </TreeItem>
      <TreeItem nodeId="readme" label="README.txt" endIcon={<span aria-hidden="true">★</span>} />
    </TreeView>
  );
}
