import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Typography from '@mui/joy/Typography';
import HelpOutline from '@mui/icons-material/HelpOutline';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const QUESTIONS = ['How do I reset my password?', 'Can I share my plan?', 'Where is my invoice?'];

export default function FaqCard() {
  return (
    <Card variant="outlined" sx={{ width: 320, maxWidth: '100%' }}>
      <CardContent>
        <Typography level="title-lg" startDecorator={<HelpOutline />}>
          Frequent questions
        </Typography>
      </CardContent>
      <List sx={{ '--ListItem-paddingX': '0.5rem' }}>
        {QUESTIONS.map((question) => (
          <ListItem key={question}>
            <ListItemButton>
              {question}
              <KeyboardArrowRight sx={{ ml: 'auto' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
