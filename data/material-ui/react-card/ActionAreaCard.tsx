import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function ActionAreaCard() {
  const [opened, setOpened] = React.useState(0);
  const [saved, setSaved] = React.useState(false);

  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardActionArea onClick={() => setOpened((count) => count + 1)}>
        {/* A button holds only phrasing content: spans styled as blocks, no headings. */}
        <CardMedia
          component="span"
          sx={{
            display: 'block',
            height: 120,
            background: 'linear-gradient(120deg, #00BCD4, #1AA251)',
          }}
        />
        <CardContent component="span" sx={{ display: 'block' }}>
          <Typography variant="h6" component="span" display="block">
            Mountain trail guide
          </Typography>
          <Typography variant="body2" component="span" display="block" color="text.secondary">
            12 km loop, 640 m ascent. Opened {opened} time(s).
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions>
        <Button size="small" onClick={() => setSaved((value) => !value)}>
          {saved ? 'Saved' : 'Save for later'}
        </Button>
      </CardActions>
    </Card>
  );
}
