import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export default function CheckboxGroup() {
  return (
    <Box>
      <Typography id="days-group" level="title-sm" sx={{ mb: 1 }}>
        Days you can volunteer
      </Typography>
      <Box role="group" aria-labelledby="days-group">
        <List size="sm">
          {DAYS.map((day) => (
            <ListItem key={day}>
              <Checkbox label={day} defaultChecked={day === 'Tuesday'} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
