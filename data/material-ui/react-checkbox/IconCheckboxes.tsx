import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function IconCheckboxes() {
  return (
    <Stack direction="row" spacing={1}>
      <Checkbox
        icon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        color="error"
        inputProps={{ 'aria-label': 'Favourite' }}
      />
      <Checkbox
        icon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        defaultChecked
        inputProps={{ 'aria-label': 'Bookmark' }}
      />
    </Stack>
  );
}
