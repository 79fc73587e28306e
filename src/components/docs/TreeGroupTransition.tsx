import * as React from 'react';
import Fade from '@mui/material/Fade';
import type { TransitionProps } from '@mui/material/transitions';

interface TreeGroupProps extends TransitionProps {
  /** Given by TreeItem: `ul`, with `role="group"`. */
  component?: React.ElementType;
  role?: string;
  className?: string;
  children?: React.ReactNode;
}

/**
 * The group of a tree item's children as one `ul` that fades in. The library's default, Collapse,
 * wraps the children in two `div`s inside that `ul`, which is not valid HTML (a `ul` holds only
 * `li`) and hides the items from the list's semantics. Set as TreeItem's default transition in
 * the docs theme, so the tree demos render valid lists.
 */
const TreeGroupTransition = React.forwardRef<HTMLUListElement, TreeGroupProps>(
  function TreeGroupTransition({ in: open, className, role, children }, ref) {
    return (
      <Fade in={open} unmountOnExit>
        <ul ref={ref} className={className} role={role}>
          {children}
        </ul>
      </Fade>
    );
  },
);

export default TreeGroupTransition;
