import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Textarea from '@mui/joy/Textarea';

export default function TextareaValidation() {
  const [text, setText] = React.useState('Too short');
  const invalid = text.trim().length < 20;
  return (
    <FormControl error={invalid} sx={{ maxWidth: 360 }}>
      <FormLabel>Describe the problem</FormLabel>
      <Textarea value={text} onChange={(event) => setText(event.target.value)} minRows={2} />
      <FormHelperText>
        {invalid ? `Write at least 20 characters (${text.trim().length} so far).` : 'Thank you.'}
      </FormHelperText>
    </FormControl>
  );
}
