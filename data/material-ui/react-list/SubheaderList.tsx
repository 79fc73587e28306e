import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';

const sections = [
  {
    title: 'Today',
    items: ['Stand-up meeting', 'Review pull request', 'Lunch with the design team'],
  },
  { title: 'Tomorrow', items: ['Release planning', 'Write changelog', 'Update dependencies'] },
  { title: 'Later this week', items: ['Accessibility audit', 'Team retrospective'] },
];

export default function SubheaderList() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List dense tabIndex={0} sx={{ maxHeight: 260, overflow: 'auto', py: 0 }}>
        {sections.map((section) => (
          <li key={section.title}>
            <ul style={{ padding: 0 }}>
              <ListSubheader>{section.title}</ListSubheader>
              {section.items.map((item) => (
                <ListItem key={item}>
                  <ListItemText primary={item} />
                </ListItem>
              ))}
            </ul>
          </li>
        ))}
      </List>
    </Paper>
  );
}
