import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';

export default function ButtonGroupTooltip() {
  return (
    <ButtonGroup variant="outlined" aria-label="Text style">
      <Tooltip title="Bold (Ctrl+B)">
        <IconButton aria-label="Bold">
          <FormatBold />
        </IconButton>
      </Tooltip>
      <Tooltip title="Italic (Ctrl+I)">
        <IconButton aria-label="Italic">
          <FormatItalic />
        </IconButton>
      </Tooltip>
      <Tooltip title="Underline (Ctrl+U)">
        <IconButton aria-label="Underline">
          <FormatUnderlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Clears every style of the selection">
        <Button>Clear</Button>
      </Tooltip>
    </ButtonGroup>
  );
}
