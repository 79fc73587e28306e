import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';

export default function CheckboxIcons() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      <Checkbox
        variant="plain"
        color="danger"
        uncheckedIcon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        label="Favorite"
        defaultChecked
      />
      <Checkbox
        variant="plain"
        color="warning"
        uncheckedIcon={<StarBorder />}
        checkedIcon={<Star />}
        label="Starred"
      />
    </Box>
  );
}
