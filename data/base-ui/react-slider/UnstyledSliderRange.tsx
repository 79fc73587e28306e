import * as React from 'react';
import { styled } from '@mui/system';
import { Slider, sliderClasses } from '@mui/base/Slider';

const RangeSlider = styled(Slider)`
  position: relative;
  display: inline-block;
  width: 300px;
  height: 4px;
  padding: 16px 0 28px;
  cursor: pointer;
  touch-action: none;
  & .${sliderClasses.rail} {
    position: absolute;
    width: 100%;
    height: 4px;
    background: #e2e8f0;
  }
  & .${sliderClasses.track} {
    position: absolute;
    height: 4px;
    background: #0d9488;
  }
  & .${sliderClasses.mark} {
    position: absolute;
    width: 2px;
    height: 10px;
    margin-top: -3px;
    background: #94a3b8;
  }
  & .${sliderClasses.markLabel} {
    position: absolute;
    top: 30px;
    transform: translateX(-50%);
    font-size: 0.75rem;
    color: #64748b;
  }
  [data-mui-color-scheme='dark'] & .${sliderClasses.markLabel} {
    color: #94a3b8;
  }
  & .${sliderClasses.thumb} {
    position: absolute;
    width: 16px;
    height: 16px;
    margin: -6px 0 0 -8px;
    border-radius: 4px;
    background: #0d9488;
    outline: 0;
  }
  & .${sliderClasses.focusVisible} {
    box-shadow: 0 0 0 4px #99f6e4;
  }
`;

const marks = [0, 20, 40, 60, 80, 100].map((value) => ({ value, label: `${value}°` }));

export default function UnstyledSliderRange() {
  const [value, setValue] = React.useState<number[]>([20, 60]);
  return (
    <div>
      <RangeSlider
        value={value}
        onChange={(_event, newValue) => setValue(newValue as number[])}
        marks={marks}
        step={10}
        disableSwap
        getAriaLabel={(index) => (index === 0 ? 'Minimum temperature' : 'Maximum temperature')}
        getAriaValueText={(v) => `${v} degrees`}
      />
      <p style={{ fontSize: 14 }}>
        From {value[0]}° to {value[1]}°
      </p>
    </div>
  );
}
