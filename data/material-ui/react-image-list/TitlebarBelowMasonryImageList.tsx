import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import { photos } from './photos';

export default function TitlebarBelowMasonryImageList() {
  return (
    <Box sx={{ width: 480, maxWidth: '100%', height: 420, overflowY: 'auto' }}>
      <ImageList variant="masonry" cols={2} gap={8}>
        {photos.map((photo) => (
          <ImageListItem key={photo.title}>
            <img src={photo.src} alt="" loading="lazy" />
            <ImageListItemBar position="below" title={photo.title} subtitle={photo.author} />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
