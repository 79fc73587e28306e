import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial from '@mui/material/SpeedDial';
import type { SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';

const actions = ['Note', 'Photo', 'List'];
const directions: NonNullable<SpeedDialProps['direction']>[] = ['up', 'right', 'down', 'left'];

export default function ControlledSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [direction, setDirection] = React.useState<SpeedDialProps['direction']>('left');
  const [created, setCreated] = React.useState('nothing yet');

  return (
    <Box>
      <RadioGroup
        row
        value={direction}
        onChange={(event) => setDirection(event.target.value as SpeedDialProps['direction'])}
      >
        {directions.map((item) => (
          <FormControlLabel key={item} value={item} control={<Radio />} label={item} />
        ))}
      </RadioGroup>
      <Typography variant="body2">Created: {created}</Typography>
      <Box sx={{ height: 260, position: 'relative' }}>
        <SpeedDial
          ariaLabel="Create an item"
          sx={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}
          icon={<SpeedDialIcon openIcon={<span aria-hidden="true">✎</span>} />}
          direction={direction}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
        >
          {actions.map((action) => (
            <SpeedDialAction
              key={action}
              icon={<strong>{action[0]}</strong>}
              tooltipTitle={action}
              tooltipOpen
              onClick={() => {
                setCreated(action);
                setOpen(false);
              }}
            />
          ))}
        </SpeedDial>
      </Box>
    </Box>
  );
}
