import * as React from 'react';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';

export default function ToggleSpacing() {
  const [genres, setGenres] = React.useState<string[]>(['jazz']);
  return (
    <ToggleButtonGroup
      aria-label="Genres"
      spacing={1}
      variant="outlined"
      value={genres}
      onChange={(_event, newValue) => setGenres(newValue)}
      sx={{ flexWrap: 'wrap', '& button': { borderRadius: 'xl' } }}
    >
      {['jazz', 'folk', 'techno', 'classical'].map((genre) => (
        <Button key={genre} value={genre} sx={{ textTransform: 'capitalize' }}>
          {genre}
        </Button>
      ))}
    </ToggleButtonGroup>
  );
}
