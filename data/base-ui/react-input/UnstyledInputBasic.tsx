import { styled } from '@mui/system';
import { Input, inputClasses } from '@mui/base/Input';

const StyledInput = styled(Input)`
  display: inline-flex;
  width: 280px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  transition: border-color 120ms ease;

  &:hover {
    border-color: #94a3b8;
  }

  &.${inputClasses.focused} {
    border-color: #2563eb;
    box-shadow: 0 0 0 3px #bfdbfe;
  }

  & .${inputClasses.input} {
    flex: 1;
    font: inherit;
    font-size: 0.875rem;
    padding: 8px 12px;
    border: none;
    border-radius: inherit;
    background: transparent;
    color: #0f172a;
    outline: none;
  }
`;

export default function UnstyledInputBasic() {
  return (
    <StyledInput
      placeholder="Project name"
      slotProps={{ input: { 'aria-label': 'Project name' } }}
    />
  );
}
