import Card from '@mui/joy/Card';
import CardCover from '@mui/joy/CardCover';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function CardCoverGradient() {
  return (
    <Card sx={{ minHeight: 220, width: 300, maxWidth: '100%' }}>
      <CardCover sx={{ background: 'linear-gradient(160deg, #f59e0b, #7c3aed)' }} />
      <CardCover
        sx={{ background: 'linear-gradient(to top, rgba(0,0,0,0.7), rgba(0,0,0,0) 70%)' }}
      />
      <CardContent sx={{ justifyContent: 'flex-end' }}>
        <Typography level="title-lg" textColor="#fff">
          Desert evening
        </Typography>
        <Typography level="body-sm" textColor="neutral.200">
          A scrim keeps the text readable over the cover.
        </Typography>
      </CardContent>
    </Card>
  );
}
