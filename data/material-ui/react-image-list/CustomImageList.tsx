import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { photos } from './photos';

// Featured pictures take two columns and two rows.
const featured = new Set(['Harbour at dusk', 'Night market']);

export default function CustomImageList() {
  return (
    <ImageList
      sx={{ width: 480, maxWidth: '100%', height: 420, transform: 'translateZ(0)' }}
      rowHeight={140}
      gap={2}
    >
      {photos.map((photo) => {
        const size = featured.has(photo.title) ? 2 : 1;
        return (
          <ImageListItem key={photo.title} cols={size} rows={size}>
            <img
              src={photo.src}
              alt={photo.title}
              loading="lazy"
              style={{ objectFit: 'cover', height: '100%' }}
            />
            <ImageListItemBar
              title={photo.title}
              position="top"
              actionIcon={
                <IconButton sx={{ color: 'white' }} aria-label={`Star ${photo.title}`}>
                  <StarBorderIcon />
                </IconButton>
              }
              actionPosition="left"
              sx={{
                background:
                  'linear-gradient(to bottom, rgba(0,0,0,0.7) 0%, rgba(0,0,0,0.3) 70%, rgba(0,0,0,0) 100%)',
              }}
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
