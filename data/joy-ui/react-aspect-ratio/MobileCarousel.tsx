import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const PLACES = [
  { name: 'Fjord cruise', from: '#0ea5e9', to: '#1e3a8a' },
  { name: 'Desert camp', from: '#f59e0b', to: '#b45309' },
  { name: 'Rainforest lodge', from: '#22c55e', to: '#14532d' },
  { name: 'Island hopping', from: '#2dd4bf', to: '#0e7490' },
];

export default function MobileCarousel() {
  return (
    <Box
      role="region"
      aria-label="Trips"
      tabIndex={0}
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1,
        overflowX: 'auto',
        width: 340,
        maxWidth: '100%',
        scrollSnapType: 'x mandatory',
        '& > *': { scrollSnapAlign: 'center', flex: 'none' },
      }}
    >
      {PLACES.map((place) => (
        <Card
          key={place.name}
          orientation="horizontal"
          size="sm"
          variant="outlined"
          sx={{ width: 220 }}
        >
          <AspectRatio ratio="1" sx={{ width: 56, borderRadius: 'sm' }}>
            <div style={{ background: `linear-gradient(135deg, ${place.from}, ${place.to})` }} />
          </AspectRatio>
          <Box sx={{ alignSelf: 'center' }}>
            <Typography level="title-sm">{place.name}</Typography>
            <Typography level="body-xs">5 nights</Typography>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
