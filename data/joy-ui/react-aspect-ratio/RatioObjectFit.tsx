import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

function Poster() {
  return (
    <svg
      viewBox="0 0 100 150"
      width="100"
      height="150"
      role="img"
      aria-label="Tall poster of a lighthouse"
    >
      <rect width="100" height="150" fill="#1e3a8a" />
      <rect x="42" y="40" width="16" height="90" fill="#f8fafc" />
      <rect x="42" y="60" width="16" height="10" fill="#dc2626" />
      <rect x="42" y="90" width="16" height="10" fill="#dc2626" />
      <polygon points="38,40 62,40 50,25" fill="#facc15" />
      <rect y="130" width="100" height="20" fill="#0f766e" />
    </svg>
  );
}

export default function RatioObjectFit() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {(['cover', 'contain'] as const).map((fit) => (
        <Box key={fit} sx={{ width: 160 }}>
          <AspectRatio objectFit={fit} ratio="4/3" variant="outlined">
            <Poster />
          </AspectRatio>
          <Typography level="body-xs" sx={{ mt: 0.5 }}>
            objectFit=&quot;{fit}&quot;
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
