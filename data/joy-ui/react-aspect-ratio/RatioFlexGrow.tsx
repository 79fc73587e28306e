import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function RatioFlexGrow() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', maxWidth: 420 }}>
      <AspectRatio flex ratio="1" variant="solid" color="primary" sx={{ flexBasis: 100 }}>
        <Typography level="title-sm" textColor="inherit">
          flex
        </Typography>
      </AspectRatio>
      <Typography level="body-sm" sx={{ flex: 2 }}>
        With the flex prop and a flexBasis, the square grows and shrinks with the row instead of
        collapsing.
      </Typography>
    </Box>
  );
}
