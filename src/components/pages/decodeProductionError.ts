/** Reads `?code=N&args[]=…` and fills the message's `%s` placeholders, as plain text. */

export type DecodedError =
  | { kind: 'message'; code: string; message: string }
  | { kind: 'none' | 'invalid' | 'unknown'; message: string };

export function decodeProductionError(search: string, codes: Record<string, string>): DecodedError {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (code === null || code === '') {
    return {
      kind: 'none',
      message:
        'No error code in the address. Follow the link printed with a production error to see its message.',
    };
  }
  if (!/^\d{1,6}$/.test(code)) {
    return {
      kind: 'invalid',
      message:
        'The error code in the address is not a number, so it cannot be decoded. Copy the whole link printed with the error.',
    };
  }
  const template = codes[String(Number(code))];
  if (template === undefined) {
    return {
      kind: 'unknown',
      message: `Error code ${Number(code)} is not one of this version's codes. The error may come from another version of MUI.`,
    };
  }
  const args = params.getAll('args[]');
  let index = 0;
  const message = template.replace(/%s/g, () => {
    const value = args[index];
    index += 1;
    return value ?? '';
  });
  return { kind: 'message', code: String(Number(code)), message };
}
