import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import { photos } from './photos';

export default function WovenImageList() {
  return (
    <ImageList sx={{ width: 480, maxWidth: '100%' }} variant="woven" cols={3} gap={8}>
      {photos.slice(0, 6).map((photo) => (
        <ImageListItem key={photo.title}>
          <img src={photo.src} alt={photo.title} loading="lazy" style={{ objectFit: 'cover' }} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
