import * as React from 'react';
import { Slider } from '@mui/base/Slider';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-slider-range .MuiSlider-root {
  position: relative;
  display: inline-block;
  width: 300px;
  height: 4px;
  padding: 16px 0 28px;
  cursor: pointer;
  touch-action: none;
}
.css-slider-range .MuiSlider-rail { position: absolute; width: 100%; height: 4px; background: #e2e8f0; }
.css-slider-range .MuiSlider-track { position: absolute; height: 4px; background: #0d9488; }
.css-slider-range .MuiSlider-mark {
  position: absolute;
  width: 2px;
  height: 10px;
  margin-top: -3px;
  background: #94a3b8;
}
.css-slider-range .MuiSlider-markLabel {
  position: absolute;
  top: 30px;
  transform: translateX(-50%);
  font-size: 0.75rem;
  color: #64748b;
}
[data-mui-color-scheme='dark'] .css-slider-range .MuiSlider-markLabel { color: #94a3b8; }
.css-slider-range .MuiSlider-thumb {
  position: absolute;
  width: 16px;
  height: 16px;
  margin: -6px 0 0 -8px;
  border-radius: 4px;
  background: #0d9488;
  outline: 0;
}
.css-slider-range .MuiSlider-thumb.Mui-focusVisible { box-shadow: 0 0 0 4px #99f6e4; }
.css-slider-range p { font-size: 0.875rem; }
`;

const marks = [0, 20, 40, 60, 80, 100].map((value) => ({ value, label: `${value}°` }));

export default function UnstyledSliderRange() {
  const [value, setValue] = React.useState<number[]>([20, 60]);
  return (
    <div className="css-slider-range">
      <style>{styles}</style>
      <Slider
        value={value}
        onChange={(_event, newValue) => setValue(newValue as number[])}
        marks={marks}
        step={10}
        disableSwap
        getAriaLabel={(index) => (index === 0 ? 'Minimum temperature' : 'Maximum temperature')}
        getAriaValueText={(v) => `${v} degrees`}
      />
      <p>
        From {value[0]}° to {value[1]}°
      </p>
    </div>
  );
}
