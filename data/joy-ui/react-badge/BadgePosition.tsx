import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';

type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
const CORNERS: Corner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

export default function BadgePosition() {
  const [corner, setCorner] = React.useState<Corner>('top-right');
  const [vertical, horizontal] = corner.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      <Badge badgeContent={2} anchorOrigin={{ vertical, horizontal }}>
        <Sheet
          component="span"
          variant="outlined"
          sx={{ display: 'block', width: 64, height: 64, borderRadius: 'md' }}
        />
      </Badge>
      <RadioGroup
        aria-label="Badge corner"
        value={corner}
        onChange={(event) => setCorner(event.target.value as Corner)}
      >
        {CORNERS.map((item) => (
          <Radio key={item} value={item} label={item} size="sm" />
        ))}
      </RadioGroup>
    </Box>
  );
}
