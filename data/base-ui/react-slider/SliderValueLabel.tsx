import * as React from 'react';
import { styled } from '@mui/system';
import { Slider, sliderClasses } from '@mui/base/Slider';

const LabelledSlider = styled(Slider)`
  position: relative;
  display: inline-block;
  width: calc(100% - 32px);
  max-width: 300px;
  height: 4px;
  margin: 0 16px;
  padding: 40px 0 16px;
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
    background: #db2777;
  }
  & .${sliderClasses.thumb} {
    position: absolute;
    width: 16px;
    height: 16px;
    margin: -6px 0 0 -8px;
    border-radius: 50%;
    background: #db2777;
    outline: 0;
  }
  & .${sliderClasses.focusVisible} {
    box-shadow: 0 0 0 4px #fbcfe8;
  }
  & .label {
    position: absolute;
    bottom: 24px;
    left: 50%;
    transform: translateX(-50%);
    padding: 2px 6px;
    border-radius: 4px;
    background: #831843;
    color: #fff;
    font-size: 0.75rem;
    white-space: nowrap;
  }
`;

interface ValueLabelProps {
  children?: React.ReactNode;
}

// The valueLabel slot receives the formatted value as its children.
function ValueLabel({ children }: ValueLabelProps) {
  return <span className="label">{children}</span>;
}

export default function SliderValueLabel() {
  return (
    <LabelledSlider
      defaultValue={40}
      slots={{ valueLabel: ValueLabel }}
      valueLabelFormat={(value) => `${value} min`}
      max={90}
      aria-label="Timer"
    />
  );
}
