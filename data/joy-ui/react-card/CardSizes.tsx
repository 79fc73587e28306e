import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function CardSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      {SIZES.map((size) => (
        <Card key={size} size={size} variant="outlined">
          <Typography level="title-md">Size {size}</Typography>
          <Typography level="body-sm">Padding and gap grow with the size.</Typography>
        </Card>
      ))}
    </Box>
  );
}
