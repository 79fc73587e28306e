/**
 * ToggleButtonGroup joins its buttons with physical margins, borders and corner radii (left,
 * right), which only the right-to-left style plugin mirrors, and that arrives with the scripts.
 * These overrides join them with logical properties instead, so a group painted before its
 * scripts in right-to-left looks as it will after them. Same selectors as the library's, later.
 */
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

const GROUPED = '& .MuiToggleButtonGroup-grouped';

export function logicalToggleGroupSx(theme: Theme): SystemStyleObject<Theme> {
  const radius = theme.vars?.shape.borderRadius ?? `${theme.shape.borderRadius}px`;
  const divider = (theme.vars ?? theme).palette.divider;
  return {
    [GROUPED]: {
      borderRadius: 0,
      '&:first-of-type': { borderStartStartRadius: radius, borderEndStartRadius: radius },
      '&:last-of-type': { borderStartEndRadius: radius, borderEndEndRadius: radius },
      '&:not(:first-of-type)': {
        marginLeft: 0,
        marginRight: 0,
        marginInlineStart: '-1px',
        borderLeft: '1px solid',
        borderRight: '1px solid',
        borderColor: divider,
        borderInlineStartColor: 'transparent',
      },
    },
  };
}
