import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

const AMENITIES = ['Wi-Fi', 'Parking', 'Pool', 'Pets allowed', 'Gym'];

export default function ChipWithCheckbox() {
  const [selected, setSelected] = React.useState<string[]>(['Wi-Fi']);
  return (
    <Box>
      <Typography id="amenity-chips" level="title-sm" sx={{ mb: 1 }}>
        Amenities
      </Typography>
      <Box
        role="group"
        aria-labelledby="amenity-chips"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        {AMENITIES.map((name) => {
          const checked = selected.includes(name);
          return (
            <Chip
              key={name}
              variant={checked ? 'soft' : 'plain'}
              color={checked ? 'success' : 'neutral'}
            >
              <Checkbox
                size="sm"
                color={checked ? 'success' : 'neutral'}
                variant="outlined"
                overlay
                label={name}
                checked={checked}
                onChange={(event) =>
                  setSelected((list) =>
                    event.target.checked ? [...list, name] : list.filter((n) => n !== name),
                  )
                }
              />
            </Chip>
          );
        })}
      </Box>
    </Box>
  );
}
