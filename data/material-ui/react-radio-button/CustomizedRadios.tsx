import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import type { RadioProps } from '@mui/material/Radio';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';

const Ring = styled('span')(({ theme }) => ({
  borderRadius: '50%',
  width: 18,
  height: 18,
  boxShadow: `inset 0 0 0 2px ${(theme.vars || theme).palette.text.secondary}`,
  'input:hover ~ &': { boxShadow: `inset 0 0 0 2px ${(theme.vars || theme).palette.primary.main}` },
  '.Mui-focusVisible &': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: 2,
  },
  'input:disabled ~ &': {
    boxShadow: `inset 0 0 0 2px ${(theme.vars || theme).palette.action.disabled}`,
  },
}));

const FilledRing = styled(Ring)(({ theme }) => ({
  boxShadow: 'none',
  backgroundColor: (theme.vars || theme).palette.primary.main,
  backgroundImage: `radial-gradient(${(theme.vars || theme).palette.primary.contrastText} 0 3px, transparent 4px)`,
  'input:hover ~ &': {
    boxShadow: 'none',
    backgroundColor: (theme.vars || theme).palette.primary.dark,
  },
}));

function PlainRadio(props: RadioProps) {
  return (
    <Radio disableRipple color="default" checkedIcon={<FilledRing />} icon={<Ring />} {...props} />
  );
}

export default function CustomizedRadios() {
  const id = React.useId();
  return (
    <FormControl>
      <FormLabel id={id}>Frequency</FormLabel>
      <RadioGroup aria-labelledby={id} defaultValue="weekly" name="custom-radios">
        <FormControlLabel value="daily" control={<PlainRadio />} label="Daily" />
        <FormControlLabel value="weekly" control={<PlainRadio />} label="Weekly" />
        <FormControlLabel
          value="never"
          disabled
          control={<PlainRadio />}
          label="Never (disabled)"
        />
      </RadioGroup>
    </FormControl>
  );
}
