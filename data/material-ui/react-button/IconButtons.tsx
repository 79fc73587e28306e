import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

export default function IconButtons() {
  const [liked, setLiked] = React.useState(false);
  return (
    <Stack direction="row" spacing={1}>
      <IconButton aria-label="Share">
        <ShareIcon />
      </IconButton>
      <IconButton aria-label="Print" disabled>
        <PrintIcon />
      </IconButton>
      <IconButton
        aria-label="Like"
        aria-pressed={liked}
        color="secondary"
        onClick={() => setLiked(!liked)}
      >
        {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Stack>
  );
}
