import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

const albums = [
  { title: 'Harbour at dawn', hue: 200 },
  { title: 'Desert road', hue: 30 },
  { title: 'Pine forest', hue: 130 },
  { title: 'City lights', hue: 270 },
  { title: 'Glacier walk', hue: 185 },
  { title: 'Autumn market', hue: 15 },
];

/** A photo album: an app bar, a hero with actions and a responsive grid of cards. */
export default function Album() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <AppBar position="static">
        <Toolbar>
          <PhotoCameraIcon sx={{ mr: 2 }} />
          <Typography component="div" variant="h6" color="inherit" noWrap>
            Album layout
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ bgcolor: 'background.paper', pt: 6, pb: 4 }}>
        <Container maxWidth="sm">
          <Typography component="h2" variant="h3" align="center" gutterBottom>
            Weekend trips
          </Typography>
          <Typography component="div" variant="h6" align="center" color="text.secondary" paragraph>
            Short collections from the road: six places, a dozen pictures each, shared with the
            people who were there.
          </Typography>
          <Stack direction="row" spacing={2} justifyContent="center">
            <Button variant="contained">New album</Button>
            <Button variant="outlined">Invite friends</Button>
          </Stack>
        </Container>
      </Box>
      <Container sx={{ py: 4 }} maxWidth="md">
        <Grid container spacing={3}>
          {albums.map((album) => (
            <Grid item key={album.title} xs={12} sm={6} md={4}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <Box
                  role="img"
                  aria-label={`Cover of ${album.title}`}
                  sx={{ pt: '56.25%' }}
                  style={{
                    background: `linear-gradient(160deg, hsl(${album.hue} 70% 70%), hsl(${album.hue} 60% 35%))`,
                  }}
                />
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography gutterBottom variant="h6" component="h3">
                    {album.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Twelve photos · shared with 4 people
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button size="small">View</Button>
                  <Button size="small">Edit</Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
