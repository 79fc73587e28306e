import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import type { TooltipProps } from '@mui/material/Tooltip';
import Tooltip, { tooltipClasses } from '@mui/material/Tooltip';

const text =
  'Rebuilds the search index for every project in this workspace. It can take several minutes on large workspaces.';

const WideTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))({ [`& .${tooltipClasses.tooltip}`]: { maxWidth: 480 } });

const NoWrapTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))({ [`& .${tooltipClasses.tooltip}`]: { maxWidth: 'none' } });

export default function VariableWidth() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Tooltip describeChild title={text}>
        <Button>Default width</Button>
      </Tooltip>
      <WideTooltip describeChild title={text}>
        <Button>Wider</Button>
      </WideTooltip>
      <NoWrapTooltip describeChild title="A short line that never wraps">
        <Button>No maximum</Button>
      </NoWrapTooltip>
    </Stack>
  );
}
