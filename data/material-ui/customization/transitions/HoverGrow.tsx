import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const durations = ['shortest', 'standard', 'complex'] as const;

export default function HoverGrow() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      {durations.map((duration) => (
        <Box
          key={duration}
          tabIndex={0}
          sx={(theme) => ({
            width: 140,
            p: 2,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            cursor: 'pointer',
            transition: theme.transitions.create(['transform', 'background-color'], {
              duration: theme.transitions.duration[duration],
            }),
            '&:hover, &:focus-visible': { transform: 'scale(1.08)', bgcolor: 'primary.dark' },
          })}
        >
          {duration}: hover me
        </Box>
      ))}
    </Stack>
  );
}
