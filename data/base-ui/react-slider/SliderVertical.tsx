import * as React from 'react';
import { styled } from '@mui/system';
import { Slider, sliderClasses } from '@mui/base/Slider';

const VerticalSlider = styled(Slider)`
  position: relative;
  display: inline-block;
  width: 4px;
  height: 160px;
  padding: 0 16px;
  cursor: pointer;
  touch-action: none;
  & .${sliderClasses.rail} {
    position: absolute;
    width: 4px;
    height: 100%;
    border-radius: 2px;
    background: #cbd5e1;
  }
  & .${sliderClasses.track} {
    position: absolute;
    width: 4px;
    border-radius: 2px;
    background: #7c3aed;
  }
  & .${sliderClasses.thumb} {
    position: absolute;
    width: 18px;
    height: 18px;
    margin: 0 0 -9px -7px;
    border-radius: 50%;
    background: #7c3aed;
    outline: 0;
  }
  & .${sliderClasses.focusVisible} {
    box-shadow: 0 0 0 4px #ddd6fe;
  }
`;

export default function SliderVertical() {
  const [volume, setVolume] = React.useState(35);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      <VerticalSlider
        orientation="vertical"
        value={volume}
        onChange={(_event, value) => setVolume(value as number)}
        aria-label="Volume"
      />
      <span style={{ fontSize: 14 }}>Volume: {volume}%</span>
    </div>
  );
}
