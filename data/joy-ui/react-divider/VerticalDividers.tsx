import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function VerticalDividers() {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        p: 1.5,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 'sm',
        width: 'fit-content',
        maxWidth: '100%',
      }}
    >
      <Typography level="body-sm">4 beds</Typography>
      <Divider orientation="vertical" />
      <Typography level="body-sm">2 baths</Typography>
      <Divider orientation="vertical" />
      <Typography level="body-sm">120 m²</Typography>
    </Box>
  );
}
