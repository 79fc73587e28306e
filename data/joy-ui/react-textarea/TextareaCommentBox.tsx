import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import Link from '@mui/icons-material/Link';

export default function TextareaCommentBox() {
  const [bold, setBold] = React.useState(false);
  const [italic, setItalic] = React.useState(false);
  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Your comment</FormLabel>
      <Textarea
        placeholder="Add to the discussion…"
        minRows={3}
        endDecorator={
          <Box
            sx={{
              display: 'flex',
              gap: 0.5,
              pt: 1,
              borderTop: '1px solid',
              borderColor: 'divider',
              flex: 'auto',
              flexWrap: 'wrap',
            }}
          >
            <IconButton
              aria-label="Bold"
              aria-pressed={bold}
              variant={bold ? 'soft' : 'plain'}
              size="sm"
              onClick={() => setBold(!bold)}
            >
              <FormatBold />
            </IconButton>
            <IconButton
              aria-label="Italic"
              aria-pressed={italic}
              variant={italic ? 'soft' : 'plain'}
              size="sm"
              onClick={() => setItalic(!italic)}
            >
              <FormatItalic />
            </IconButton>
            <IconButton aria-label="Insert link" variant="plain" size="sm">
              <Link />
            </IconButton>
            <Button size="sm" sx={{ ml: 'auto' }}>
              Post
            </Button>
          </Box>
        }
        sx={{
          fontWeight: bold ? 'lg' : 'md',
          fontStyle: italic ? 'italic' : 'normal',
        }}
      />
    </FormControl>
  );
}
