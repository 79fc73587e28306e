import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The box a layout demo lives in: its transform makes the drawers' and app bars' fixed
 * positioning relative to the box instead of the window, so a whole app shell fits in the page.
 */
export const frameSx: SxProps<Theme> = {
  position: 'relative',
  display: 'flex',
  height: 360,
  overflow: 'hidden',
  transform: 'translateZ(0)',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.default',
};

export const mailboxes = ['Inbox', 'Starred', 'Sent', 'Drafts'] as const;
export const folders = ['All mail', 'Trash', 'Spam'] as const;
