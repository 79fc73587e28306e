import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const words = [
  { word: 'serendipity', kind: 'noun', meaning: 'Finding something good without looking for it.' },
  { word: 'petrichor', kind: 'noun', meaning: 'The pleasant smell of earth after rain.' },
];

export default function BasicCard() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {words.map((entry, index) => (
        <Card key={entry.word} variant={index === 0 ? 'elevation' : 'outlined'} sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="overline" color="text.secondary">
              Word of the day · {index === 0 ? 'elevation' : 'outlined'}
            </Typography>
            <Typography variant="h5" component="h3">
              {entry.word}
            </Typography>
            <Typography color="text.secondary" gutterBottom>
              {entry.kind}
            </Typography>
            <Typography variant="body2">{entry.meaning}</Typography>
          </CardContent>
          <CardActions>
            <Button size="small">Save word</Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
