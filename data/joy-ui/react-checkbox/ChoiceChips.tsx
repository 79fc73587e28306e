import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Done from '@mui/icons-material/Done';

const CUISINES = ['Ethiopian', 'Georgian', 'Korean', 'Mexican', 'Lebanese', 'Peruvian'];

export default function ChoiceChips() {
  const [selected, setSelected] = React.useState<string[]>(['Korean']);
  return (
    <Box sx={{ width: 340, maxWidth: '100%' }}>
      <Typography id="cuisine-chips" level="title-sm" sx={{ mb: 1 }}>
        Favorite cuisines
      </Typography>
      <Box
        role="group"
        aria-labelledby="cuisine-chips"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {CUISINES.map((name) => {
          const checked = selected.includes(name);
          return (
            <Chip
              key={name}
              variant="plain"
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <Done sx={{ zIndex: 1, pointerEvents: 'none' }} />}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={name}
                checked={checked}
                onChange={(event) =>
                  setSelected((names) =>
                    event.target.checked ? [...names, name] : names.filter((n) => n !== name),
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
