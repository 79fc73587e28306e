import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

const tiles = [
  { title: 'Harbour at dusk', author: 'N. Okafor', color: '#37474f' },
  { title: 'Lavender rows', author: 'M. Dubois', color: '#7e57c2' },
  { title: 'Lemon grove', author: 'A. Rossi', color: '#fbc02d' },
  { title: 'Glacier lake', author: 'S. Lind', color: '#0288d1' },
];

export default function TitlebarImageList() {
  return (
    <ImageList sx={{ width: 480, maxWidth: '100%' }} cols={2} rowHeight={160} gap={8}>
      {tiles.map((tile) => (
        <ImageListItem key={tile.title}>
          <Box role="img" aria-label={tile.title} sx={{ height: '100%', bgcolor: tile.color }} />
          <ImageListItemBar
            title={tile.title}
            subtitle={`by ${tile.author}`}
            actionIcon={
              <IconButton
                sx={{ color: 'rgba(255, 255, 255, 0.8)' }}
                aria-label={`info about ${tile.title}`}
              >
                <Box component="span" sx={{ fontSize: 16, fontWeight: 700, width: 24 }}>
                  i
                </Box>
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
