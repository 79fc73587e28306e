import Card from '@mui/joy/Card';
import CardCover from '@mui/joy/CardCover';
import CardContent from '@mui/joy/CardContent';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';

export default function CardCoverVideoLike() {
  return (
    <Card sx={{ minHeight: 200, width: 300, maxWidth: '100%' }}>
      <CardCover sx={{ background: 'linear-gradient(45deg, #0f172a, #334155)' }} />
      <CardContent sx={{ alignItems: 'center', justifyContent: 'center', gap: 1 }}>
        <IconButton variant="solid" color="neutral" size="lg" aria-label="Play the trailer">
          <PlayArrowRounded />
        </IconButton>
        <Typography level="body-sm" textColor="neutral.200">
          Trailer · 2:14
        </Typography>
      </CardContent>
    </Card>
  );
}
