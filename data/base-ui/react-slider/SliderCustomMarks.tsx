import * as React from 'react';
import { styled } from '@mui/system';
import { Slider, sliderClasses } from '@mui/base/Slider';

const MarkedSlider = styled(Slider)`
  position: relative;
  display: inline-block;
  width: calc(100% - 32px);
  max-width: 300px;
  height: 4px;
  margin: 0 16px;
  padding: 16px 0 28px;
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
    background: #ea580c;
  }
  & .${sliderClasses.mark} {
    position: absolute;
    width: 2px;
    height: 10px;
    margin-top: -3px;
    background: #64748b;
  }
  & .${sliderClasses.markLabel} {
    position: absolute;
    top: 30px;
    transform: translateX(-50%);
    font-size: 0.75rem;
  }
  & .${sliderClasses.thumb} {
    position: absolute;
    width: 16px;
    height: 16px;
    margin: -6px 0 0 -8px;
    border-radius: 50%;
    background: #ea580c;
    outline: 0;
  }
  & .${sliderClasses.focusVisible} {
    box-shadow: 0 0 0 4px #fed7aa;
  }
`;

const marks = [
  { value: 0, label: 'Off' },
  { value: 25, label: 'Low' },
  { value: 60, label: 'Medium' },
  { value: 100, label: 'High' },
];

export default function SliderCustomMarks() {
  return (
    <MarkedSlider
      defaultValue={25}
      step={5}
      marks={marks}
      aria-label="Fan speed"
      getAriaValueText={(value) => `${value}% fan speed`}
    />
  );
}
