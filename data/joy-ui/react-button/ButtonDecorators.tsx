import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Add from '@mui/icons-material/Add';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Chip from '@mui/joy/Chip';

export default function ButtonDecorators() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button startDecorator={<Add />}>New task</Button>
      <Button variant="soft" endDecorator={<KeyboardArrowRight />}>
        Continue
      </Button>
      <Button
        variant="outlined"
        color="neutral"
        endDecorator={
          <Chip component="span" size="sm" variant="solid" color="primary">
            3
          </Chip>
        }
      >
        Inbox
      </Button>
    </Box>
  );
}
