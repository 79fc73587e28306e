import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import { photos } from './photos';

export default function TitlebarBelowImageList() {
  return (
    <ImageList sx={{ width: 480, maxWidth: '100%' }} cols={3} gap={8}>
      {photos.slice(0, 6).map((photo) => (
        <ImageListItem key={photo.title}>
          <img
            src={photo.src}
            alt=""
            loading="lazy"
            style={{ aspectRatio: '1', objectFit: 'cover' }}
          />
          <ImageListItemBar
            title={photo.title}
            subtitle={<span>by {photo.author}</span>}
            position="below"
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
