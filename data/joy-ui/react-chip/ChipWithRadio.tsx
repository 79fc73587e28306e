import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import CheckIcon from '@mui/icons-material/Check';

const LEVELS = ['Beginner', 'Intermediate', 'Advanced'];

export default function ChipWithRadio() {
  const [level, setLevel] = React.useState('Intermediate');
  return (
    <Box>
      <Typography id="level-chips" level="title-sm" sx={{ mb: 1 }}>
        Your level
      </Typography>
      <RadioGroup
        name="level-chips"
        aria-labelledby="level-chips"
        orientation="horizontal"
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {LEVELS.map((item) => {
          const checked = level === item;
          return (
            <Chip
              key={item}
              variant="plain"
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <CheckIcon sx={{ zIndex: 1, pointerEvents: 'none' }} />}
            >
              <Radio
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={item}
                value={item}
                checked={checked}
                onChange={(event) => {
                  if (event.target.checked) setLevel(item);
                }}
              />
            </Chip>
          );
        })}
      </RadioGroup>
    </Box>
  );
}
