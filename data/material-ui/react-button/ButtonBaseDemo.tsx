import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

const tiles = [
  { title: 'Mountains', from: '#3949ab', to: '#90caf9' },
  { title: 'Coast', from: '#00838f', to: '#80deea' },
  { title: 'Desert', from: '#e65100', to: '#ffcc80' },
];

export default function ButtonBaseDemo() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, width: '100%' }}>
      {tiles.map((tile) => (
        <ButtonBase
          key={tile.title}
          focusRipple
          sx={{
            flex: '1 1 120px',
            height: 140,
            borderRadius: 1,
            overflow: 'hidden',
            backgroundImage: `linear-gradient(135deg, ${tile.from}, ${tile.to})`,
            '& .tile-title': { transition: 'border-color 150ms' },
            '&:hover .tile-title, &.Mui-focusVisible .tile-title': { borderColor: '#fff' },
            '&:hover .tile-shade, &.Mui-focusVisible .tile-shade': { opacity: 0.3 },
          }}
        >
          <Box
            component="span"
            className="tile-shade"
            sx={{
              display: 'block',
              position: 'absolute',
              inset: 0,
              bgcolor: '#000',
              opacity: 0.5,
              transition: 'opacity 150ms',
            }}
          />
          <Typography
            className="tile-title"
            component="span"
            variant="subtitle1"
            sx={{
              position: 'relative',
              color: '#fff',
              px: 2,
              py: 0.5,
              border: 2,
              borderColor: 'transparent',
            }}
          >
            {tile.title}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
