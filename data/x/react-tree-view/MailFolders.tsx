import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import InboxIcon from '@mui/icons-material/Inbox';
import LabelIcon from '@mui/icons-material/Label';
import SendIcon from '@mui/icons-material/Send';
import DeleteIcon from '@mui/icons-material/Delete';
import type { SvgIconComponent } from '@mui/icons-material';

interface MailItemProps extends Omit<TreeItemProps, 'label' | 'icon'> {
  folderIcon: SvgIconComponent;
  text: string;
  count?: number;
}

// A mail client's folder list: an icon, a name and an unread count on each row.
function MailItem({ folderIcon: Icon, text, count, ...other }: MailItemProps) {
  return (
    <TreeItem
      {...other}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
          <Icon fontSize="small" color="action" />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {text}
          </Typography>
          {count ? (
            <Typography variant="caption">
              {count}
              <Box component="span" sx={visuallyHidden}>
                {' unread'}
              </Box>
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
}

export default function MailFolders() {
  return (
    <TreeView
      aria-label="Mail folders"
      defaultExpanded={['labels']}
      defaultSelected="inbox"
      defaultCollapseIcon={<ArrowDropDownIcon />}
      defaultExpandIcon={<ArrowRightIcon />}
      sx={{ maxWidth: 320 }}
    >
      <MailItem nodeId="inbox" folderIcon={InboxIcon} text="Inbox" count={12} />
      <MailItem nodeId="sent" folderIcon={SendIcon} text="Sent" />
      <MailItem nodeId="labels" folderIcon={LabelIcon} text="Labels">
        <MailItem nodeId="travel" folderIcon={LabelIcon} text="Travel" count={2} />
        <MailItem nodeId="invoices" folderIcon={LabelIcon} text="Invoices" count={5} />
      </MailItem>
      <MailItem nodeId="trash" folderIcon={DeleteIcon} text="Trash" />
    </TreeView>
  );
}
