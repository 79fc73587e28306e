/**
 * The one module-not-found error (docs/product-rules.md#error-messages): whatever cannot find a demo
 * or a module says `Module not found: <name>`, the file that asks for it when there is one, and
 * the names that do exist there, so that a typo can be fixed from the message alone.
 */

/** `Module not found: <name> (in <file>). Available: <names>`, `none` when nothing exists. */
export function moduleNotFoundMessage(
  name: string,
  available: readonly string[],
  requestedBy?: string,
): string {
  const where = requestedBy === undefined ? '' : ` (in ${requestedBy})`;
  const names = available.length > 0 ? available.join(', ') : 'none';
  return `Module not found: ${name}${where}. Available: ${names}`;
}

/** The error to throw, with the message above. */
export function moduleNotFound(
  name: string,
  available: readonly string[],
  requestedBy?: string,
): Error {
  return new Error(moduleNotFoundMessage(name, available, requestedBy));
}
