import * as React from 'react';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';

export default function ComposedTextField() {
  const id = React.useId();
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <FormControl variant="standard">
        <InputLabel htmlFor={`${id}-a`}>Team</InputLabel>
        <Input id={`${id}-a`} defaultValue="Design" />
      </FormControl>
      <FormControl variant="outlined">
        <InputLabel htmlFor={`${id}-b`}>Project</InputLabel>
        <OutlinedInput
          id={`${id}-b`}
          defaultValue="Atlas"
          label="Project"
          aria-describedby={`${id}-b-help`}
        />
        <FormHelperText id={`${id}-b-help`}>Shown on invoices</FormHelperText>
      </FormControl>
      <FormControl variant="filled" error>
        <InputLabel htmlFor={`${id}-c`}>Code</InputLabel>
        <FilledInput id={`${id}-c`} defaultValue="A-1" aria-describedby={`${id}-c-help`} />
        <FormHelperText id={`${id}-c-help`}>Codes have four characters</FormHelperText>
      </FormControl>
    </Stack>
  );
}
