/**
 * The rules of a component page's playground: which props get a control (and which kind), the
 * order the controls and the written props follow, and the JSX of a choice. The controls come
 * from the API data the site extracts from the installed type definitions; the authored list of
 * each area (data/<area>/playground.ts, typed by PlaygroundList) adds children and fixed props.
 */
import type { FixedPropValue } from './playgroundList';

/** A value a control can set. */
export type PlaygroundValue = string | number | boolean;

/** The props a reader chose: only those that differ from their control's default. */
export type PlaygroundState = Readonly<Record<string, PlaygroundValue>>;

interface ControlBase {
  name: string;
}

/** A switch; `defaultValue` is what the component does without the prop. */
export interface BooleanControl extends ControlBase {
  kind: 'boolean';
  defaultValue: boolean;
}

/** One of the string literals the prop's type accepts; null default: the prop is not set. */
export interface ChoiceControl extends ControlBase {
  kind: 'choice';
  values: string[];
  defaultValue: string | null;
}

/** A number field, limited to NUMBER_RANGE; null default: the prop is not set. */
export interface NumberControl extends ControlBase {
  kind: 'number';
  defaultValue: number | null;
}

/** An authored text (the children, or a prop such as a Chip's `label`) a reader can edit. */
export interface TextControl extends ControlBase {
  kind: 'text';
  defaultValue: string;
}

export type PlaygroundControl = BooleanControl | ChoiceControl | NumberControl | TextControl;

/** What a component page's playground needs to render: computed at build time, sent as page data. */
export interface PlaygroundSpec {
  /** The component's export name (`Button`). */
  component: string;
  /** The area whose theme it renders in (`material-ui`, `joy-ui`, `base-ui`). */
  area: string;
  controls: PlaygroundControl[];
  /** Props written on every render and in the code, which the component needs (a Tooltip's title). */
  fixed: Readonly<Record<string, FixedPropValue>>;
  /** Authored JSX children, when they are not plain text (a list's items); null otherwise. */
  childrenJsx: string | null;
}

/** A prop of the API data, as the controls read it (src/content/api/types.ts ApiProp). */
export interface PlaygroundPropSource {
  name: string;
  type: string;
  defaultValue: string | null;
  deprecated: string | null;
  values?: string[];
}

/** Props never given a control: styling escape hatches, slots, element overrides, refs. */
export const NEVER_CONTROLLED: ReadonlySet<string> = new Set([
  'action',
  'autoFocus',
  'classes',
  'className',
  'component',
  'components',
  'componentsProps',
  'disableInjectingGlobalStyles',
  // The site's direction drives them.
  'direction',
  'isRtl',
  'ref',
  'slotProps',
  'slots',
  'style',
  'sx',
  'tabIndex',
  'TransitionComponent',
  'TransitionProps',
]);

/** The range a number control accepts (a Rating's `max` of a million would draw a million stars). */
export const NUMBER_RANGE = { min: -100, max: 100 } as const;

/** The longest text a text control accepts. */
export const MAX_TEXT_LENGTH = 80;

/** Up to this many choices show as a row of buttons; more as a select. */
export const MAX_CHOICE_BUTTONS = 4;

/** The props a reader looks for first, in this order; the others follow by name. */
const LEADING_PROPS = ['variant', 'color', 'size'];

/** `'primary'` → `primary`; a default that is not a plain string literal → null. */
function stringDefault(text: string | null): string | null {
  const match = text === null ? null : /^'([^']*)'$|^"([^"]*)"$/.exec(text.trim());
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function numberDefault(text: string | null): number | null {
  if (text === null || !/^-?\d+(\.\d+)?$/.test(text.trim())) return null;
  return Number(text.trim());
}

/** Whether a prop is an event handler or a render callback, never given a control. */
export function isCallbackProp(prop: PlaygroundPropSource): boolean {
  return /^on[A-Z]/.test(prop.name) || /=>|Handler\b|^func\b/.test(prop.type);
}

/** The authored text of a playground and the prop it sets (`children` unless told). */
export interface AuthoredText {
  prop: string;
  value: string;
}

/**
 * The control of one prop, or null when it gets none: hidden, deprecated, a callback, or of a
 * type no control can set. `text`: the authored text, whose prop gets a text field.
 */
export function controlFor(
  prop: PlaygroundPropSource,
  hidden: ReadonlySet<string>,
  text: AuthoredText | null,
): PlaygroundControl | null {
  if (text !== null && prop.name === text.prop) {
    return { kind: 'text', name: prop.name, defaultValue: text.value };
  }
  if (NEVER_CONTROLLED.has(prop.name) || hidden.has(prop.name) || prop.deprecated !== null) {
    return null;
  }
  if (prop.name === 'children') return null;
  if (isCallbackProp(prop)) return null;
  if (prop.type === 'boolean') {
    return { kind: 'boolean', name: prop.name, defaultValue: prop.defaultValue?.trim() === 'true' };
  }
  if (prop.values && prop.values.length >= 2) {
    const fallback = stringDefault(prop.defaultValue);
    return {
      kind: 'choice',
      name: prop.name,
      values: [...prop.values],
      defaultValue: fallback !== null && prop.values.includes(fallback) ? fallback : null,
    };
  }
  if (prop.type === 'number') {
    return { kind: 'number', name: prop.name, defaultValue: numberDefault(prop.defaultValue) };
  }
  return null;
}

function rank(name: string): number {
  const index = LEADING_PROPS.indexOf(name);
  return index === -1 ? LEADING_PROPS.length : index;
}

/** Controls in reading order: the text first, then variant, color, size, then the rest by name. */
export function orderControls(controls: readonly PlaygroundControl[]): PlaygroundControl[] {
  return [...controls].sort((a, b) => {
    if (a.kind === 'text' || b.kind === 'text') return a.kind === 'text' ? -1 : 1;
    return rank(a.name) - rank(b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  });
}

/** How a choice shows: a row of buttons for a few values, a select for more. */
export function choiceDisplay(control: ChoiceControl): 'buttons' | 'select' {
  return control.values.length <= MAX_CHOICE_BUTTONS ? 'buttons' : 'select';
}

/** The value a control shows for a state: the chosen one, else its default. */
export function controlValue(
  control: PlaygroundControl,
  state: PlaygroundState,
): PlaygroundValue | null {
  return Object.prototype.hasOwnProperty.call(state, control.name)
    ? (state[control.name] ?? null)
    : control.defaultValue;
}

/**
 * The state after setting one control: a value equal to the default (or null) removes the prop,
 * so the state holds only what differs from the component without it.
 */
export function withValue(
  state: PlaygroundState,
  control: PlaygroundControl,
  value: PlaygroundValue | null,
): PlaygroundState {
  const next: Record<string, PlaygroundValue> = {};
  for (const [name, current] of Object.entries(state)) {
    if (name !== control.name) next[name] = current;
  }
  if (value !== null && value !== control.defaultValue) next[control.name] = value;
  return next;
}

/** The props a render passes: the fixed ones, the text, then the chosen ones in control order. */
export function playgroundProps(
  spec: PlaygroundSpec,
  state: PlaygroundState,
): Record<string, FixedPropValue> {
  const props: Record<string, FixedPropValue> = { ...spec.fixed };
  for (const control of spec.controls) {
    const value = Object.prototype.hasOwnProperty.call(state, control.name)
      ? state[control.name]
      : undefined;
    // The authored text is content, not a choice: it is always there.
    if (value !== undefined) props[control.name] = value;
    else if (control.kind === 'text') props[control.name] = control.defaultValue;
  }
  return props;
}

function quoted(text: string): string {
  return `'${text.replace(/[\\']/g, (char) => `\\${char}`).replace(/\n/g, '\\n')}'`;
}

/** A fixed value as a JavaScript expression: `'text'`, `3`, `{ 'aria-label': 'Volume' }`. */
export function jsExpression(value: FixedPropValue): string {
  if (typeof value === 'string') return quoted(value);
  if (typeof value !== 'object') return String(value);
  const entries = Object.entries(value).map(
    ([key, inner]) =>
      `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : quoted(key)}: ${jsExpression(inner)}`,
  );
  return entries.length > 0 ? `{ ${entries.join(', ')} }` : '{}';
}

/** One JSX attribute: `disabled`, `max={5}`, `variant="outlined"`, `title={'say "hi"'}`. */
export function jsxAttribute(name: string, value: FixedPropValue): string {
  if (value === true) return name;
  if (typeof value !== 'string') return `${name}={${jsExpression(value)}}`;
  return /["\\\n{}]/.test(value) ? `${name}={${quoted(value)}}` : `${name}="${value}"`;
}

/** Text as a JSX child: as it is when nothing in it is special to JSX, else a string expression. */
export function jsxText(text: string): string {
  return /^[^{}<>&"'`\\\n]*$/.test(text) && text.trim() === text && text !== ''
    ? text
    : `{${quoted(text)}}`;
}

/** The longest opening tag kept on one line; a longer one has a line per prop. */
const MAX_TAG_LINE = 72;

/** The JSX of a choice: the fixed props and the chosen ones, with the children. */
export function playgroundJsx(spec: PlaygroundSpec, state: PlaygroundState): string {
  const { children, ...props } = playgroundProps(spec, state);
  const attributes = Object.entries(props).map(([name, value]) => jsxAttribute(name, value));
  const text = typeof children === 'string' ? children : null;
  const oneLine = `<${spec.component}${attributes.map((attribute) => ` ${attribute}`).join('')}`;
  const open =
    oneLine.length <= MAX_TAG_LINE
      ? oneLine
      : `<${spec.component}\n${attributes.map((attribute) => `  ${attribute}\n`).join('')}`;
  if (spec.childrenJsx !== null) {
    const inner = spec.childrenJsx
      .trim()
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
    return `${open}>\n${inner}\n</${spec.component}>`;
  }
  if (text !== null) {
    return `${open}>${jsxText(text)}</${spec.component}>`;
  }
  return `${open}${oneLine.length <= MAX_TAG_LINE ? ' ' : ''}/>`;
}
