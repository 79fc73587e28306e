import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const tiles = [
  { label: 'Coral', color: '#ff7043', rows: 2, cols: 2 },
  { label: 'Teal', color: '#26a69a', rows: 1, cols: 1 },
  { label: 'Indigo', color: '#5c6bc0', rows: 1, cols: 1 },
  { label: 'Amber', color: '#ffca28', rows: 1, cols: 2 },
  { label: 'Slate', color: '#78909c', rows: 2, cols: 2 },
  { label: 'Rose', color: '#ec407a', rows: 1, cols: 1 },
  { label: 'Lime', color: '#9ccc65', rows: 1, cols: 1 },
  { label: 'Sky', color: '#29b6f6', rows: 1, cols: 2 },
];

export default function QuiltedImageList() {
  return (
    <ImageList sx={{ width: 480, maxWidth: '100%' }} variant="quilted" cols={4} rowHeight={90}>
      {tiles.map((tile) => (
        <ImageListItem key={tile.label} cols={tile.cols} rows={tile.rows}>
          <Box
            role="img"
            aria-label={`${tile.label} tile`}
            sx={{
              height: '100%',
              bgcolor: tile.color,
              display: 'flex',
              alignItems: 'flex-end',
              p: 1,
              color: '#fff',
            }}
          >
            {tile.label}
          </Box>
        </ImageListItem>
      ))}
    </ImageList>
  );
}
