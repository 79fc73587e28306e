import Box from '@mui/material/Box';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

function Label({ text, count }: { text: string; count?: number }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        py: 0.5,
        pr: 1,
      }}
    >
      <span>{text}</span>
      {count !== undefined && (
        <Box
          component="span"
          sx={{ fontSize: 12, px: 1, borderRadius: 8, bgcolor: 'action.selected' }}
        >
          {count}
          <Box
            component="span"
            sx={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          >
            {' '}
            unread
          </Box>
        </Box>
      )}
    </Box>
  );
}

export default function RichLabels() {
  return (
    <TreeView
      aria-label="Mailboxes"
      defaultCollapseIcon={<span aria-hidden="true">▾</span>}
      defaultExpandIcon={<span aria-hidden="true">▸</span>}
      defaultExpanded={['inbox']}
      sx={{ maxWidth: 300 }}
    >
      <TreeItem nodeId="inbox" label={<Label text="Inbox" count={12} />}>
        <TreeItem nodeId="work" label={<Label text="Work" count={9} />} />
        <TreeItem nodeId="family" label={<Label text="Family" count={3} />} />
      </TreeItem>
      <TreeItem nodeId="sent" label={<Label text="Sent" />} />
      <TreeItem nodeId="spam" label={<Label text="Spam" count={48} />} />
    </TreeView>
  );
}
