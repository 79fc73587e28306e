import * as React from 'react';
import FileCopyIcon from '@mui/icons-material/FileCopyOutlined';
import PrintIcon from '@mui/icons-material/Print';
import SaveIcon from '@mui/icons-material/Save';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Switch from '@mui/material/Switch';

type Direction = NonNullable<SpeedDialProps['direction']>;

const actions = [
  { icon: <FileCopyIcon />, name: 'Copy' },
  { icon: <SaveIcon />, name: 'Save' },
  { icon: <PrintIcon />, name: 'Print' },
  { icon: <ShareIcon />, name: 'Share' },
];

// Keep the dial in the corner the actions open away from.
const corner: Record<Direction, object> = {
  up: { bottom: 16, right: 16 },
  left: { bottom: 16, right: 16 },
  down: { top: 16, left: 16 },
  right: { top: 16, left: 16 },
};

export default function PlaygroundSpeedDial() {
  const id = React.useId();
  const [direction, setDirection] = React.useState<Direction>('up');
  const [hidden, setHidden] = React.useState(false);
  return (
    <Box sx={{ transform: 'translateZ(0px)', flexGrow: 1 }}>
      <FormControlLabel
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="Hidden"
      />
      <FormLabel id={id} sx={{ display: 'block', mt: 1 }}>
        Direction
      </FormLabel>
      <RadioGroup
        aria-labelledby={id}
        name={id}
        value={direction}
        onChange={(event) => setDirection(event.target.value as Direction)}
        row
      >
        {(['up', 'right', 'down', 'left'] as Direction[]).map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
        ))}
      </RadioGroup>
      <Box
        sx={{
          position: 'relative',
          mt: 2,
          height: 300,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <SpeedDial
          ariaLabel="Playground actions"
          hidden={hidden}
          icon={<SpeedDialIcon />}
          direction={direction}
          sx={{ position: 'absolute', ...corner[direction] }}
        >
          {actions.map((action) => (
            <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
          ))}
        </SpeedDial>
      </Box>
    </Box>
  );
}
