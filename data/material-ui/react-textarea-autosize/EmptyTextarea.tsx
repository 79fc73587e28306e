import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';

export default function EmptyTextarea() {
  return (
    <Box>
      <Box
        component="label"
        htmlFor="empty-textarea"
        sx={{ display: 'block', mb: 0.5, typography: 'body2' }}
      >
        Comment (type a few lines and watch the box grow)
      </Box>
      <TextareaAutosize
        id="empty-textarea"
        style={{ width: 320, maxWidth: '100%', padding: 8, font: 'inherit', borderRadius: 6 }}
      />
    </Box>
  );
}
