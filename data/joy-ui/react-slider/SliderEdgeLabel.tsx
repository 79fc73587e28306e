import Box from '@mui/joy/Box';
import Slider, { sliderClasses } from '@mui/joy/Slider';

export default function SliderEdgeLabel() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%', pt: 4 }}>
      <Slider
        aria-label="Opacity"
        defaultValue={100}
        valueLabelDisplay="on"
        valueLabelFormat={(value) => `${value}% opacity`}
        sx={{
          // At either end, the label grows inwards instead of past the edge of the slider.
          [`& [style*="left:0%"], & [style*="left: 0%"]`]: {
            [`&.${sliderClasses.markLabel}`]: { transform: 'none' },
            [`& .${sliderClasses.valueLabel}`]: {
              left: 'calc(var(--Slider-thumbSize) / 2)',
              borderBottomLeftRadius: 0,
              '&::before': {
                left: 0,
                transform: 'translateY(100%)',
                borderLeftColor: 'currentColor',
              },
            },
          },
          [`& [style*="left:100%"], & [style*="left: 100%"]`]: {
            [`&.${sliderClasses.markLabel}`]: { transform: 'translateX(-100%)' },
            [`& .${sliderClasses.valueLabel}`]: {
              right: 'calc(var(--Slider-thumbSize) / 2)',
              borderBottomRightRadius: 0,
              '&::before': {
                left: 'initial',
                right: 0,
                transform: 'translateY(100%)',
                borderRightColor: 'currentColor',
              },
            },
          },
        }}
      />
    </Box>
  );
}
