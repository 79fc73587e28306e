import * as React from 'react';
import Textarea from '@mui/joy/Textarea';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

const LIMIT = 140;

export default function TextareaWithCounter() {
  const [text, setText] = React.useState('');
  const left = LIMIT - text.length;
  return (
    <FormControl sx={{ maxWidth: 400 }}>
      <FormLabel>Status update</FormLabel>
      <Textarea
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, LIMIT))}
        placeholder="What are you working on?"
        endDecorator={
          <Typography level="body-xs" sx={{ ml: 'auto' }} color={left < 20 ? 'warning' : 'neutral'}>
            {left} characters left
          </Typography>
        }
      />
    </FormControl>
  );
}
