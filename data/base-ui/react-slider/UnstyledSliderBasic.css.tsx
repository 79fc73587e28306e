import { Slider } from '@mui/base/Slider';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-slider { display: flex; flex-direction: column; gap: 16px; }
.css-slider .MuiSlider-root {
  position: relative;
  display: inline-block;
  width: 280px;
  height: 6px;
  padding: 14px 0;
  color: #2563eb;
  cursor: pointer;
  touch-action: none;
}
.css-slider .MuiSlider-rail { position: absolute; width: 100%; height: 6px; border-radius: 3px; background: #cbd5e1; }
.css-slider .MuiSlider-track { position: absolute; height: 6px; border-radius: 3px; background: currentColor; }
.css-slider .MuiSlider-thumb {
  position: absolute;
  width: 18px;
  height: 18px;
  margin: -6px 0 0 -9px;
  box-sizing: border-box;
  border: 3px solid currentColor;
  border-radius: 50%;
  background: #fff;
  outline: 0;
}
.css-slider .MuiSlider-thumb.Mui-focusVisible { box-shadow: 0 0 0 5px #bfdbfe; }
.css-slider .MuiSlider-thumb.Mui-active { box-shadow: 0 0 0 7px #dbeafe; }
.css-slider .MuiSlider-root.Mui-disabled { color: #94a3b8; cursor: default; }
`;

export default function UnstyledSliderBasic() {
  return (
    <div className="css-slider">
      <style>{styles}</style>
      <Slider defaultValue={40} aria-label="Volume" />
      <Slider defaultValue={65} disabled aria-label="Disabled volume" />
    </div>
  );
}
