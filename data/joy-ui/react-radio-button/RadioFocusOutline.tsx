import Box from '@mui/joy/Box';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioFocusOutline() {
  return (
    <RadioGroup aria-label="Seat" defaultValue="window" sx={{ gap: 1.5 }}>
      {['window', 'aisle'].map((seat) => (
        <Box
          key={seat}
          sx={{
            position: 'relative',
            p: 1.5,
            borderRadius: 'sm',
            border: '1px solid',
            borderColor: 'divider',
            maxWidth: 260,
          }}
        >
          <Radio
            overlay
            value={seat}
            label={seat === 'window' ? 'Window seat' : 'Aisle seat'}
            slotProps={{
              action: ({ checked }) => ({
                sx: (theme) => ({
                  ...(checked && { inset: -1, border: '2px solid', borderColor: 'primary.500' }),
                  [`&.${radioClasses.focusVisible}`]: {
                    outlineOffset: '2px',
                  },
                  borderRadius: theme.vars.radius.sm,
                }),
              }),
            }}
          />
        </Box>
      ))}
    </RadioGroup>
  );
}
