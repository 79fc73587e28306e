import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledTooltip() {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Stack direction="row" spacing={3} alignItems="center" flexWrap="wrap" useFlexGap>
      <FormControlLabel
        control={<Switch checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />}
        label="I accept the terms"
      />
      <Tooltip
        describeChild
        title={accepted ? 'Creates your account' : 'Accept the terms first to continue'}
      >
        {/* The span receives pointer events even while the button is disabled */}
        <span>
          <Button variant="contained" disabled={!accepted}>
            Create account
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
