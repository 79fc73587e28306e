import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Person from '@mui/icons-material/Person';
import People from '@mui/icons-material/People';
import Apartment from '@mui/icons-material/Apartment';

const options = [
  { value: 'me', label: 'Only me', icon: <Person /> },
  { value: 'team', label: 'My team', icon: <People /> },
  { value: 'company', label: 'The whole company', icon: <Apartment /> },
];

export default function RadioPosition() {
  return (
    <RadioGroup aria-label="Who can see this document" defaultValue="team" sx={{ maxWidth: 320 }}>
      <List sx={{ '--List-gap': '0.5rem', '--ListItem-paddingY': '0.75rem' }}>
        {options.map((option) => (
          <ListItem key={option.value} variant="outlined" sx={{ borderRadius: 'sm' }}>
            <ListItemDecorator>{option.icon}</ListItemDecorator>
            <Radio
              overlay
              value={option.value}
              label={option.label}
              sx={{ flexGrow: 1, flexDirection: 'row-reverse', justifyContent: 'space-between' }}
            />
          </ListItem>
        ))}
      </List>
    </RadioGroup>
  );
}
