import * as React from 'react';
import { keyframes, styled } from '@mui/material/styles';
import type { TransitionProps } from '@mui/material/transitions';

interface TreeGroupProps extends TransitionProps {
  /** Given by TreeItem: `ul`, with `role="group"`. */
  component?: React.ElementType;
  role?: string;
  className?: string;
  children?: React.ReactNode;
}

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Group = styled('ul')({
  animation: `${appear} 200ms ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/**
 * The group of a tree item's children as one `ul` that fades in with a CSS animation, and is not
 * rendered while closed. The library's default, Collapse, wraps the children in two `div`s inside
 * that `ul`, which is not valid HTML (a `ul` holds only `li`) and hides the items from the list's
 * semantics. Set as TreeItem's default transition in the docs theme, so the tree demos render
 * valid lists; being plain CSS, it adds no transition library to every page that loads the theme.
 */
const TreeGroupTransition = React.forwardRef<HTMLUListElement, TreeGroupProps>(
  function TreeGroupTransition({ in: open, className, role, children }, ref) {
    if (!open) {
      return null;
    }
    return (
      <Group ref={ref} className={className} role={role}>
        {children}
      </Group>
    );
  },
);

export default TreeGroupTransition;
