import Card from '@mui/joy/Card';
import CardCover from '@mui/joy/CardCover';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function CardCoverPattern() {
  return (
    <Card variant="outlined" sx={{ minHeight: 160, width: 300, maxWidth: '100%' }}>
      <CardCover
        sx={{
          backgroundImage: 'radial-gradient(var(--joy-palette-primary-200) 1px, transparent 1px)',
          backgroundSize: '12px 12px',
          opacity: 0.8,
        }}
      />
      <CardContent sx={{ justifyContent: 'center', alignItems: 'center' }}>
        <Typography
          level="title-lg"
          sx={{ bgcolor: 'background.surface', px: 1, borderRadius: 'sm' }}
        >
          Dotted backdrop
        </Typography>
      </CardContent>
    </Card>
  );
}
