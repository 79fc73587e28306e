import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const RATIOS = ['1', '4/3', '16/9', '21/9'];

export default function RatioValues() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 2,
        alignItems: 'start',
      }}
    >
      {RATIOS.map((ratio) => (
        <AspectRatio key={ratio} ratio={ratio} variant="soft">
          <Typography level="title-sm">ratio=&quot;{ratio}&quot;</Typography>
        </AspectRatio>
      ))}
    </Box>
  );
}
