import { styled } from '@mui/system';
import { Button, buttonClasses } from '@mui/base/Button';

const LinkButton = styled(Button)`
  /* Doubled class: the page's own link colours must not win over the button's. */
  && {
    display: inline-block;
    font-size: 0.875rem;
    font-weight: 600;
    padding: 8px 16px;
    border: 1px solid #6d28d9;
    border-radius: 8px;
    background: #6d28d9;
    color: #fff;
    text-decoration: none;
  }
  &&.${buttonClasses.focusVisible} {
    outline: 3px solid #c4b5fd;
    outline-offset: 2px;
  }
`;

export default function ButtonLinks() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {/* With href, the root is an <a>: a real link, opened with Enter, not with Space. */}
      <LinkButton href="/base-ui/react-select/">Next: Select</LinkButton>
      <LinkButton href="/base-ui/react-input/">Next: Input</LinkButton>
    </div>
  );
}
