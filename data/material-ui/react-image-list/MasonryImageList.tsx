import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import { photos } from './photos';

export default function MasonryImageList() {
  return (
    <Box sx={{ width: 480, maxWidth: '100%', height: 420, overflowY: 'auto' }}>
      <ImageList variant="masonry" cols={3} gap={8}>
        {photos.map((photo) => (
          <ImageListItem key={photo.title}>
            <img src={photo.src} alt={photo.title} loading="lazy" />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
