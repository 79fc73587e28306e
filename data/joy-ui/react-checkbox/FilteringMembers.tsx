import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const MEMBERS = [
  { name: 'Aiyana Redcloud', initials: 'AR' },
  { name: 'Bilal Haddad', initials: 'BH' },
  { name: 'Chen Wei', initials: 'CW' },
  { name: 'Dagny Holm', initials: 'DH' },
];

export default function FilteringMembers() {
  const [members, setMembers] = React.useState<boolean[]>([false, true, false, true]);
  const all = members.every(Boolean);
  const some = members.some(Boolean);
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', width: 300, maxWidth: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Typography level="title-sm">Team members</Typography>
        <Checkbox
          size="sm"
          label="All"
          checked={all}
          indeterminate={some && !all}
          onChange={(event) => setMembers(members.map(() => event.target.checked))}
        />
      </Box>
      <List sx={{ '--ListItem-paddingX': '0px' }}>
        {MEMBERS.map((member, index) => (
          <ListItem key={member.name}>
            <ListItemDecorator>
              <Avatar component="span" size="sm">
                {member.initials}
              </Avatar>
            </ListItemDecorator>
            <Checkbox
              overlay
              label={member.name}
              checked={members[index]}
              onChange={(event) =>
                setMembers(members.map((value, i) => (i === index ? event.target.checked : value)))
              }
              sx={{ flexGrow: 1, flexDirection: 'row-reverse', justifyContent: 'space-between' }}
            />
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
