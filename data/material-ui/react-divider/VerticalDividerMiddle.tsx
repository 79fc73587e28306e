import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';

export default function VerticalDividerMiddle() {
  return (
    <Box
      role="toolbar"
      aria-label="Text formatting"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      <IconButton aria-label="Align left">
        <FormatAlignLeftIcon />
      </IconButton>
      <IconButton aria-label="Centre">
        <FormatAlignCenterIcon />
      </IconButton>
      <IconButton aria-label="Align right">
        <FormatAlignRightIcon />
      </IconButton>
      {/* variant="middle" on a vertical divider leaves a margin above and below. */}
      <Divider orientation="vertical" variant="middle" flexItem />
      <IconButton aria-label="Bold">
        <FormatBoldIcon />
      </IconButton>
      <IconButton aria-label="Italic">
        <FormatItalicIcon />
      </IconButton>
    </Box>
  );
}
