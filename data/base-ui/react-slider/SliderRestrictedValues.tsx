import * as React from 'react';
import { styled } from '@mui/system';
import { Slider, sliderClasses } from '@mui/base/Slider';

const SnapSlider = styled(Slider)`
  position: relative;
  display: inline-block;
  width: calc(100% - 32px);
  max-width: 300px;
  height: 6px;
  margin: 0 16px;
  padding: 16px 0 28px;
  cursor: pointer;
  touch-action: none;
  & .${sliderClasses.rail} {
    position: absolute;
    width: 100%;
    height: 6px;
    border-radius: 3px;
    background: #cbd5e1;
  }
  & .${sliderClasses.track} {
    position: absolute;
    height: 6px;
    border-radius: 3px;
    background: #059669;
  }
  & .${sliderClasses.mark} {
    position: absolute;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: #064e3b;
  }
  & .${sliderClasses.markLabel} {
    position: absolute;
    top: 32px;
    transform: translateX(-50%);
    font-size: 0.75rem;
  }
  & .${sliderClasses.thumb} {
    position: absolute;
    width: 18px;
    height: 18px;
    margin: -6px 0 0 -9px;
    border-radius: 50%;
    background: #059669;
    outline: 0;
  }
  & .${sliderClasses.focusVisible} {
    box-shadow: 0 0 0 4px #a7f3d0;
  }
`;

// Only the paper sizes in the list can be chosen: step={null} snaps the thumb to the marks.
const sizes = [
  { value: 5, label: 'A5' },
  { value: 25, label: 'A4' },
  { value: 60, label: 'A3' },
  { value: 100, label: 'A2' },
];

export default function SliderRestrictedValues() {
  const [value, setValue] = React.useState(25);
  const size = sizes.find((mark) => mark.value === value)?.label ?? '';
  return (
    <div style={{ width: '100%' }}>
      <SnapSlider
        step={null}
        marks={sizes}
        value={value}
        onChange={(_event, newValue) => setValue(newValue as number)}
        aria-label="Paper size"
        getAriaValueText={(v) => sizes.find((mark) => mark.value === v)?.label ?? `${v}`}
      />
      <p style={{ margin: 0, fontSize: 14 }}>Printing on {size}</p>
    </div>
  );
}
