import { styled } from '@mui/system';
import { Button, buttonClasses } from '@mui/base/Button';

const PrimaryButton = styled(Button)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid #1d4ed8;
  background-color: #2563eb;
  color: #fff;
  cursor: pointer;
  transition: background-color 120ms ease;

  &:hover {
    background-color: #1d4ed8;
  }

  &.${buttonClasses.active} {
    background-color: #1e40af;
  }

  &.${buttonClasses.focusVisible} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  &.${buttonClasses.disabled} {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export default function UnstyledButtonsSimple() {
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <PrimaryButton>Publish</PrimaryButton>
      <PrimaryButton disabled>Publish</PrimaryButton>
    </div>
  );
}
