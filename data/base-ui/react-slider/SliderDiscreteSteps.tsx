import * as React from 'react';
import { styled } from '@mui/system';
import { Slider, sliderClasses } from '@mui/base/Slider';

const SteppedSlider = styled(Slider)`
  position: relative;
  display: inline-block;
  width: 100%;
  max-width: 300px;
  height: 4px;
  padding: 16px 0;
  cursor: pointer;
  touch-action: none;
  & .${sliderClasses.rail} {
    position: absolute;
    width: 100%;
    height: 4px;
    background: #cbd5e1;
  }
  & .${sliderClasses.track} {
    position: absolute;
    height: 4px;
    background: #2563eb;
  }
  & .${sliderClasses.mark} {
    position: absolute;
    width: 4px;
    height: 4px;
    border-radius: 50%;
    background: #1e3a8a;
  }
  & .${sliderClasses.thumb} {
    position: absolute;
    width: 16px;
    height: 16px;
    margin: -6px 0 0 -8px;
    border-radius: 50%;
    background: #2563eb;
    outline: 0;
  }
  & .${sliderClasses.focusVisible} {
    box-shadow: 0 0 0 4px #bfdbfe;
  }
`;

export default function SliderDiscreteSteps() {
  const [servings, setServings] = React.useState(4);
  return (
    <div style={{ width: '100%' }}>
      <SteppedSlider
        min={2}
        max={12}
        step={2}
        marks
        value={servings}
        onChange={(_event, value) => setServings(value as number)}
        aria-label="Servings"
      />
      <p style={{ margin: 0, fontSize: 14 }}>Recipe for {servings} servings (steps of two)</p>
    </div>
  );
}
