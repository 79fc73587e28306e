import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import { useTheme } from '@mui/material/styles';
import { coast } from './pictures';

const tracks = ['Low Tide', 'Harbour Lights', 'Gulls at Dawn'];

export default function MediaControlCard() {
  const theme = useTheme();
  const [track, setTrack] = React.useState(0);
  const [playing, setPlaying] = React.useState(false);
  const rtl = theme.direction === 'rtl';
  const step = (by: number) => setTrack((track + by + tracks.length) % tracks.length);

  return (
    <Card sx={{ display: 'flex', maxWidth: 360 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography component="h3" variant="h6" noWrap>
            {tracks[track]}
          </Typography>
          <Typography variant="subtitle2" color="text.secondary" component="div">
            The Shoreline Trio
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 1, pb: 1 }}>
          <IconButton aria-label="Previous track" onClick={() => step(-1)}>
            {rtl ? <SkipNextIcon /> : <SkipPreviousIcon />}
          </IconButton>
          <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying(!playing)}>
            {playing ? (
              <PauseIcon sx={{ height: 38, width: 38 }} />
            ) : (
              <PlayArrowIcon sx={{ height: 38, width: 38 }} />
            )}
          </IconButton>
          <IconButton aria-label="Next track" onClick={() => step(1)}>
            {rtl ? <SkipPreviousIcon /> : <SkipNextIcon />}
          </IconButton>
        </Box>
      </Box>
      <CardMedia
        component="img"
        sx={{ width: 120 }}
        image={coast}
        alt="Album cover: hills by the sea"
      />
    </Card>
  );
}
