import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

export default function BasicChip() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Chip>Vegetarian</Chip>
      <Chip color="success">Gluten free</Chip>
      <Chip color="warning" variant="outlined">
        Contains nuts
      </Chip>
    </Box>
  );
}
