import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function TextButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Button>Reply</Button>
      <Button disabled>Archived</Button>
      <Button href="#text-button">Jump to this section</Button>
    </Stack>
  );
}
