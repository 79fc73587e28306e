import { styled } from '@mui/system';
import { Switch, switchClasses } from '@mui/base/Switch';

const StyledSwitch = styled(Switch)`
  position: relative;
  display: inline-block;
  width: 40px;
  height: 24px;
  cursor: pointer;
  & .${switchClasses.track} {
    position: absolute;
    inset: 0;
    border-radius: 12px;
    background: #cbd5e1;
    transition: background-color 150ms ease;
  }
  & .${switchClasses.thumb} {
    position: absolute;
    top: 4px;
    left: 4px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: left 150ms ease;
  }
  &.${switchClasses.checked} .${switchClasses.track} {
    background: #2563eb;
  }
  &.${switchClasses.checked} .${switchClasses.thumb} {
    left: 20px;
  }
  &.${switchClasses.focusVisible} .${switchClasses.track} {
    box-shadow: 0 0 0 3px #93c5fd;
  }
  &.${switchClasses.disabled} {
    opacity: 0.4;
    cursor: not-allowed;
  }
  & .${switchClasses.input} {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
`;

export default function UnstyledSwitches() {
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <StyledSwitch slotProps={{ input: { 'aria-label': 'Notifications' } }} defaultChecked />
      <StyledSwitch slotProps={{ input: { 'aria-label': 'Newsletter' } }} />
      <StyledSwitch slotProps={{ input: { 'aria-label': 'Beta features' } }} disabled />
      <StyledSwitch
        slotProps={{ input: { 'aria-label': 'Required setting' } }}
        defaultChecked
        disabled
      />
    </div>
  );
}
