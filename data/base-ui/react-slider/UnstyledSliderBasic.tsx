import { styled } from '@mui/system';
import { Slider, sliderClasses } from '@mui/base/Slider';

const StyledSlider = styled(Slider)`
  position: relative;
  display: inline-block;
  width: 280px;
  height: 6px;
  padding: 14px 0;
  cursor: pointer;
  touch-action: none;
  color: #2563eb;
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
    background: currentColor;
  }
  & .${sliderClasses.thumb} {
    position: absolute;
    width: 18px;
    height: 18px;
    margin-left: -9px;
    margin-top: -6px;
    box-sizing: border-box;
    border-radius: 50%;
    border: 3px solid currentColor;
    background: #fff;
    outline: 0;
  }
  & .${sliderClasses.thumb}.${sliderClasses.focusVisible} {
    box-shadow: 0 0 0 5px #bfdbfe;
  }
  & .${sliderClasses.thumb}.${sliderClasses.active} {
    box-shadow: 0 0 0 7px #dbeafe;
  }
  &.${sliderClasses.disabled} {
    color: #94a3b8;
    cursor: default;
  }
`;

export default function UnstyledSliderBasic() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <StyledSlider defaultValue={40} aria-label="Volume" />
      <StyledSlider defaultValue={65} disabled aria-label="Disabled volume" />
    </div>
  );
}
