/**
 * Styles of text that assistive technology reads and no one sees. Lengths are strings: in `sx` a
 * number up to 1 is a fraction (`width: 1` is 100%), which made such text as wide as its parent.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
