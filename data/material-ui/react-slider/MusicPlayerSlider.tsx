import * as React from 'react';
import FastForwardRounded from '@mui/icons-material/FastForwardRounded';
import FastRewindRounded from '@mui/icons-material/FastRewindRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const duration = 214;

function formatTime(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export default function MusicPlayerSlider() {
  const [position, setPosition] = React.useState(64);
  const [paused, setPaused] = React.useState(true);
  return (
    <Paper variant="outlined" sx={{ p: 2, width: 320, maxWidth: '100%', borderRadius: 4 }}>
      <Typography fontWeight={600}>Harbour Lights</Typography>
      <Typography variant="body2" color="text.secondary">
        The Quiet Tides
      </Typography>
      <Slider
        aria-label="Track position"
        size="small"
        value={position}
        max={duration}
        onChange={(_event, value) => setPosition(value as number)}
        getAriaValueText={formatTime}
        sx={{ mt: 1, '& .MuiSlider-thumb': { width: 10, height: 10 } }}
      />
      <Stack direction="row" justifyContent="space-between" sx={{ mt: -1 }}>
        <Typography variant="caption">{formatTime(position)}</Typography>
        <Typography variant="caption">-{formatTime(duration - position)}</Typography>
      </Stack>
      <Stack direction="row" justifyContent="center">
        <IconButton
          aria-label="Back ten seconds"
          onClick={() => setPosition((p) => Math.max(0, p - 10))}
        >
          <FastRewindRounded />
        </IconButton>
        <IconButton aria-label={paused ? 'Play' : 'Pause'} onClick={() => setPaused((p) => !p)}>
          {paused ? <PlayArrowRounded fontSize="large" /> : <PauseRounded fontSize="large" />}
        </IconButton>
        <IconButton
          aria-label="Forward ten seconds"
          onClick={() => setPosition((p) => Math.min(duration, p + 10))}
        >
          <FastForwardRounded />
        </IconButton>
      </Stack>
    </Paper>
  );
}
