import * as React from 'react';
import Badge from '@mui/material/Badge';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

type Vertical = 'top' | 'bottom';
type Horizontal = 'left' | 'right';

export default function BadgeAlignment() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('right');
  const id = React.useId();

  return (
    <Stack direction="row" spacing={4} alignItems="center" useFlexGap flexWrap="wrap">
      <Stack>
        <FormLabel id={`${id}-vertical`}>Vertical</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-vertical`}
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
        >
          <FormControlLabel value="top" control={<Radio />} label="Top" />
          <FormControlLabel value="bottom" control={<Radio />} label="Bottom" />
        </RadioGroup>
        <FormLabel id={`${id}-horizontal`}>Horizontal</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-horizontal`}
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
        >
          <FormControlLabel value="left" control={<Radio />} label="Left" />
          <FormControlLabel value="right" control={<Radio />} label="Right" />
        </RadioGroup>
      </Stack>
      <Stack direction="row" spacing={4}>
        <Badge badgeContent={5} color="primary" anchorOrigin={{ vertical, horizontal }}>
          <MailIcon />
        </Badge>
        <Badge badgeContent={120} color="primary" anchorOrigin={{ vertical, horizontal }}>
          <MailIcon />
        </Badge>
        <Badge variant="dot" color="primary" anchorOrigin={{ vertical, horizontal }}>
          <MailIcon />
        </Badge>
      </Stack>
    </Stack>
  );
}
