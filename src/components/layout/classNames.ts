/** The class names that are set, joined with spaces: `classNames('a', flag && 'b')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}
