import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import type { TooltipProps } from '@mui/material/Tooltip';
import Tooltip, { tooltipClasses } from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

const LightTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: theme.palette.common.white,
    color: 'rgba(0, 0, 0, 0.87)',
    boxShadow: theme.shadows[2],
    fontSize: 13,
  },
}));

const RichTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: theme.palette.grey[100],
    color: theme.palette.grey[900],
    maxWidth: 240,
    border: `1px solid ${theme.palette.grey[400]}`,
  },
}));

export default function CustomizedTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <LightTooltip title="A light tooltip">
        <Button>Light</Button>
      </LightTooltip>
      <RichTooltip
        describeChild
        title={
          <>
            <Typography variant="subtitle2" component="span" display="block">
              Shortcut
            </Typography>
            Press <b>Ctrl + S</b> to save without leaving the editor.
          </>
        }
      >
        <Button>Save</Button>
      </RichTooltip>
    </Stack>
  );
}
