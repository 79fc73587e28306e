import { styled } from '@mui/system';
import { Button, buttonClasses } from '@mui/base/Button';

const LinkLikeButton = styled(Button)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  display: inline-block;
  padding: 8px 16px;
  border-radius: 999px;
  background-color: #f1f5f9;
  color: #1e3a8a;
  text-decoration: none;
  cursor: pointer;
  user-select: none;

  &:hover {
    background-color: #e2e8f0;
  }

  &.${buttonClasses.focusVisible} {
    outline: 3px solid #93c5fd;
  }
`;

export default function UnstyledButtonsSpan() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <LinkLikeButton slots={{ root: 'span' }}>Span with role=button</LinkLikeButton>
      <LinkLikeButton href="#using-with-links">Anchor (href)</LinkLikeButton>
    </div>
  );
}
