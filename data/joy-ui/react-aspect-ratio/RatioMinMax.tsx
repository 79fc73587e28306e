import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function RatioMinMax() {
  return (
    <Box
      sx={{
        resize: 'horizontal',
        overflow: 'auto',
        width: 340,
        minWidth: 120,
        maxWidth: '100%',
        p: 1,
        border: '1px dashed',
        borderColor: 'neutral.outlinedBorder',
      }}
    >
      <AspectRatio ratio="16/9" minHeight={80} maxHeight={160} variant="soft" color="success">
        <Typography level="body-sm" textColor="inherit" sx={{ p: 1, textAlign: 'center' }}>
          16:9, between 80 and 160 px high. Drag the corner.
        </Typography>
      </AspectRatio>
    </Box>
  );
}
