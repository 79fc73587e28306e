import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Schedule from '@mui/icons-material/Schedule';
import Bolt from '@mui/icons-material/Bolt';

export default function ChipDecorators() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip startDecorator={<Schedule />}>25 min</Chip>
      <Chip color="warning" endDecorator={<Bolt />}>
        Express
      </Chip>
      <Chip
        variant="outlined"
        startDecorator={
          <Avatar component="span" size="sm">
            EB
          </Avatar>
        }
      >
        Elif Bayram
      </Chip>
    </Box>
  );
}
