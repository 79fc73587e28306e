import Box from '@mui/material/Box';
import CircularProgress, { circularProgressClasses } from '@mui/material/CircularProgress';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const ThickBar = styled(LinearProgress)(({ theme }) => ({
  height: 10,
  borderRadius: 5,
  [`&.${linearProgressClasses.colorPrimary}`]: {
    backgroundColor: (theme.vars || theme).palette.action.selected,
  },
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 5,
    backgroundColor: (theme.vars || theme).palette.success.main,
  },
}));

function TrackedSpinner() {
  return (
    <Box sx={{ position: 'relative', width: 40, height: 40 }}>
      <CircularProgress
        variant="determinate"
        value={100}
        aria-hidden
        sx={{ color: 'action.selected', position: 'absolute', left: 0 }}
        thickness={4}
      />
      <CircularProgress
        disableShrink
        aria-label="Loading"
        thickness={4}
        sx={{
          animationDuration: '600ms',
          position: 'absolute',
          left: 0,
          [`& .${circularProgressClasses.circle}`]: { strokeLinecap: 'round' },
        }}
      />
    </Box>
  );
}

export default function CustomizedProgressBars() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <TrackedSpinner />
      <ThickBar variant="determinate" value={65} aria-label="Storage used" />
    </Stack>
  );
}
