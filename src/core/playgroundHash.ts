/**
 * A playground's state in the URL hash, so a choice can be shared: `#playground?variant=outlined`.
 * Only the page's controls are read, each value checked against its control; anything else in
 * the hash (an unknown prop, a value the type does not accept, a malformed escape) is ignored.
 */
import {
  MAX_TEXT_LENGTH,
  NUMBER_RANGE,
  type PlaygroundControl,
  type PlaygroundState,
  type PlaygroundValue,
} from './playground';
import { PLAYGROUND_ID, isPlaygroundHash } from './playgroundAnchor';

/** Percent-decoding that gives null for a malformed escape: such a value is ignored, not kept raw. */
function strictDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export { PLAYGROUND_ID, isPlaygroundHash } from './playgroundAnchor';

/** A value from the hash for a control, or null when the control does not accept it. */
export function parseControlValue(control: PlaygroundControl, raw: string): PlaygroundValue | null {
  switch (control.kind) {
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : null;
    case 'choice':
      return control.values.includes(raw) ? raw : null;
    case 'number': {
      if (!/^-?\d{1,3}(\.\d{1,3})?$/.test(raw)) return null;
      const value = Number(raw);
      return value >= NUMBER_RANGE.min && value <= NUMBER_RANGE.max ? value : null;
    }
    case 'text':
      return raw.length <= MAX_TEXT_LENGTH && ![...raw].some((char) => char < ' ') ? raw : null;
  }
}

/** The state a hash holds for these controls; an empty state for any other hash. */
export function parsePlaygroundHash(
  hash: string,
  controls: readonly PlaygroundControl[],
): PlaygroundState {
  if (!isPlaygroundHash(hash)) return {};
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const query = text.slice(PLAYGROUND_ID.length + 1);
  const raw = new Map<string, string | null>();
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const name = strictDecode(pair.slice(0, equals));
    const value = strictDecode(pair.slice(equals + 1).replace(/\+/g, ' '));
    // The first value of a prop counts; a repeated one cannot override it.
    if (name !== null && !raw.has(name)) raw.set(name, value);
  }
  const state: Record<string, PlaygroundValue> = {};
  for (const control of controls) {
    const value = raw.get(control.name);
    if (value === undefined || value === null) continue;
    const parsed = parseControlValue(control, value);
    if (parsed !== null && parsed !== control.defaultValue) state[control.name] = parsed;
  }
  return state;
}

/** The hash of a state: `#playground?…` in control order; just `#playground` for the defaults. */
export function playgroundHash(
  state: PlaygroundState,
  controls: readonly PlaygroundControl[],
): string {
  const pairs = controls
    .filter((control) => Object.prototype.hasOwnProperty.call(state, control.name))
    .map(
      (control) =>
        `${encodeURIComponent(control.name)}=${encodeURIComponent(String(state[control.name]))}`,
    );
  return pairs.length > 0 ? `#${PLAYGROUND_ID}?${pairs.join('&')}` : `#${PLAYGROUND_ID}`;
}
