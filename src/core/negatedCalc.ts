/**
 * MUI negates a spacing by writing a minus sign before the theme's value. The site's spacing is a
 * `calc()` of the spacing variable (the reader's saved spacing, painted before any script), so a
 * negative spacing in `sx` (`mx: -2`, a picker's `mr: -1.5`) comes out as `-calc(…)`, which is
 * not CSS: the browser drops the declaration. This writes it as `calc(-1 * (…))`.
 */

/** Whether `-calc(` at `index` is a negation, not part of a name (`--x-calc(`, `foo-calc(`). */
function isNegation(value: string, index: number): boolean {
  const before = index === 0 ? '' : value[index - 1];
  return before === '' || /[\s:(,*/+]/.test(before);
}

/** The index just past the parenthesis that closes the one at `open`, or -1. */
function closingAfter(value: string, open: number): number {
  let depth = 0;
  for (let index = open; index < value.length; index += 1) {
    if (value[index] === '(') depth += 1;
    else if (value[index] === ')') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

const NEGATED = '-calc(';

export function fixNegatedCalc(value: string): string {
  let result = '';
  let from = 0;
  for (;;) {
    let at = value.indexOf(NEGATED, from);
    while (at !== -1 && !isNegation(value, at)) {
      at = value.indexOf(NEGATED, at + 1);
    }
    if (at === -1) return result + value.slice(from);
    const open = at + NEGATED.length - 1;
    const end = closingAfter(value, open);
    if (end === -1) return result + value.slice(from);
    const inner = fixNegatedCalc(value.slice(open + 1, end - 1));
    result += `${value.slice(from, at)}calc(-1 * (${inner}))`;
    from = end;
  }
}
