import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Pictures drawn with inline SVG: nothing is downloaded from another host.
const pictures = [
  { id: 'sky', title: 'Morning sky', from: '#fbc2eb', to: '#a6c1ee' },
  { id: 'sea', title: 'Sea foam', from: '#84fab0', to: '#8fd3f4' },
  { id: 'desert', title: 'Desert dusk', from: '#f6d365', to: '#fda085' },
  { id: 'pine', title: 'Pine forest', from: '#2e7d32', to: '#a5d6a7' },
  { id: 'harbour', title: 'Night harbour', from: '#1a237e', to: '#5c6bc0' },
  { id: 'field', title: 'Autumn field', from: '#bf360c', to: '#ffb74d' },
];

export default function StandardImageList() {
  return (
    <ImageList sx={{ width: 480, maxWidth: '100%' }} cols={3} rowHeight={150} gap={8}>
      {pictures.map((picture) => (
        <ImageListItem key={picture.id}>
          <svg
            role="img"
            aria-label={picture.title}
            width="100%"
            height="100%"
            viewBox="0 0 160 150"
            preserveAspectRatio="xMidYMid slice"
          >
            <defs>
              <linearGradient id={`standard-image-${picture.id}`} x2="1" y2="1">
                <stop offset="0" stopColor={picture.from} />
                <stop offset="1" stopColor={picture.to} />
              </linearGradient>
            </defs>
            <rect width="160" height="150" fill={`url(#standard-image-${picture.id})`} />
            <circle cx="112" cy="48" r="18" fill="#fff" fillOpacity="0.7" />
            <path
              d="M0 150 L55 85 L95 120 L125 95 L160 130 V150 Z"
              fill="#000"
              fillOpacity="0.25"
            />
          </svg>
        </ImageListItem>
      ))}
    </ImageList>
  );
}
