import * as React from 'react';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';

const slides = [
  { label: 'Sunrise over the bay', colors: ['#ff9a8b', '#ff6a88'] },
  { label: 'Forest trail', colors: ['#56ab2f', '#a8e063'] },
  { label: 'Glacier lake', colors: ['#2193b0', '#6dd5ed'] },
  { label: 'Desert dunes', colors: ['#f7971e', '#ffd200'] },
];

export default function SwipeableTextMobileStepper() {
  const [active, setActive] = React.useState(0);
  const start = React.useRef<number | null>(null);

  const go = (index: number) => setActive(Math.max(0, Math.min(slides.length - 1, index)));

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography sx={{ p: 1, fontWeight: 600 }} aria-live="polite">
        {slides[active].label}
      </Typography>
      <Box
        sx={{ overflow: 'hidden', borderRadius: 1, touchAction: 'pan-y' }}
        onPointerDown={(event) => {
          start.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (start.current === null) return;
          const distance = event.clientX - start.current;
          if (Math.abs(distance) > 40) go(active + (distance < 0 ? 1 : -1));
          start.current = null;
        }}
      >
        <Box
          sx={{
            display: 'flex',
            transform: `translateX(-${active * 100}%)`,
            transition: 'transform 300ms ease',
          }}
        >
          {slides.map((slide) => (
            <Box
              key={slide.label}
              role="img"
              aria-label={slide.label}
              sx={{
                flex: '0 0 100%',
                height: 180,
                background: `linear-gradient(135deg, ${slide.colors[0]}, ${slide.colors[1]})`,
              }}
            />
          ))}
        </Box>
      </Box>
      <MobileStepper
        steps={slides.length}
        position="static"
        activeStep={active}
        nextButton={
          <Button
            size="small"
            onClick={() => go(active + 1)}
            disabled={active === slides.length - 1}
          >
            Next
            <KeyboardArrowRight />
          </Button>
        }
        backButton={
          <Button size="small" onClick={() => go(active - 1)} disabled={active === 0}>
            <KeyboardArrowLeft />
            Back
          </Button>
        }
      />
    </Box>
  );
}
