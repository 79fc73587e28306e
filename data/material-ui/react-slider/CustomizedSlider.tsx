import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { styled } from '@mui/material/styles';

const ChunkySlider = styled(Slider)(({ theme }) => ({
  height: 10,
  '& .MuiSlider-track': { border: 'none' },
  '& .MuiSlider-rail': { opacity: 0.3 },
  '& .MuiSlider-thumb': {
    width: 26,
    height: 26,
    backgroundColor: (theme.vars || theme).palette.background.paper,
    border: '3px solid currentColor',
    '&:hover, &.Mui-focusVisible, &.Mui-active': {
      boxShadow: `0 0 0 8px ${(theme.vars || theme).palette.action.hover}`,
    },
  },
  '& .MuiSlider-valueLabel': {
    borderRadius: 8,
    backgroundColor: (theme.vars || theme).palette.primary.main,
  },
}));

export default function CustomizedSlider() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%', pt: 3 }}>
      <ChunkySlider aria-label="Brightness" defaultValue={65} valueLabelDisplay="auto" />
    </Box>
  );
}
