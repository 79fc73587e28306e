import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';

const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];

export default function CustomInput() {
  return (
    <Autocomplete
      sx={{ width: 240, maxWidth: '100%' }}
      options={planets}
      renderInput={(params) => (
        // Only the ref and the input's props are needed: any element can host them.
        <div ref={params.InputProps.ref}>
          <Box
            component="input"
            type="text"
            aria-label="Planet"
            placeholder="Planet"
            {...params.inputProps}
            sx={{
              width: '100%',
              px: 1.5,
              py: 1,
              font: 'inherit',
              color: 'text.primary',
              bgcolor: 'action.hover',
              border: 0,
              borderRadius: 5,
            }}
          />
        </div>
      )}
    />
  );
}
