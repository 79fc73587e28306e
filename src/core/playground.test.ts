import {
  choiceDisplay,
  controlFor,
  jsxAttribute,
  jsxText,
  orderControls,
  playgroundJsx,
  withValue,
  type PlaygroundControl,
  type PlaygroundPropSource,
  type PlaygroundSpec,
} from './playground';

function prop(overrides: Partial<PlaygroundPropSource>): PlaygroundPropSource {
  return { name: 'x', type: 'string', defaultValue: null, deprecated: null, ...overrides };
}

const NONE = new Set<string>();

const variant: PlaygroundControl = {
  kind: 'choice',
  name: 'variant',
  values: ['text', 'outlined', 'contained'],
  defaultValue: 'text',
};
const color: PlaygroundControl = {
  kind: 'choice',
  name: 'color',
  values: ['inherit', 'primary', 'secondary', 'success', 'error', 'info', 'warning'],
  defaultValue: 'primary',
};
const disabled: PlaygroundControl = { kind: 'boolean', name: 'disabled', defaultValue: false };
const children: PlaygroundControl = { kind: 'text', name: 'children', defaultValue: 'Button' };

const button: PlaygroundSpec = {
  component: 'Button',
  area: 'material-ui',
  controls: [children, variant, color, disabled],
  fixed: {},
  childrenJsx: null,
};

describe('controlFor', () => {
  it('gives a boolean a switch with its default', () => {
    expect(
      controlFor(prop({ name: 'disabled', type: 'boolean', defaultValue: 'false' }), NONE, null),
    ).toEqual(disabled);
    expect(
      controlFor(prop({ name: 'open', type: 'boolean', defaultValue: 'true' }), NONE, null),
    ).toEqual({
      kind: 'boolean',
      name: 'open',
      defaultValue: true,
    });
  });

  it('gives a union of string literals a choice; a default outside it leaves the prop unset', () => {
    expect(
      controlFor(
        prop({
          name: 'variant',
          type: 'Variant',
          values: ['text', 'outlined', 'contained'],
          defaultValue: "'text'",
        }),
        NONE,
        null,
      ),
    ).toEqual(variant);
    expect(
      controlFor(
        prop({ name: 'size', values: ['sm', 'md'], defaultValue: 'theme-dependent' }),
        NONE,
        null,
      ),
    ).toMatchObject({ kind: 'choice', defaultValue: null });
  });

  it('gives a number a number field', () => {
    expect(
      controlFor(prop({ name: 'max', type: 'number', defaultValue: '5' }), NONE, null),
    ).toEqual({
      kind: 'number',
      name: 'max',
      defaultValue: 5,
    });
  });

  it('gives the authored text its prop, and nothing to other children', () => {
    expect(
      controlFor(prop({ name: 'children', type: 'React.ReactNode' }), NONE, {
        prop: 'children',
        value: 'Hi',
      }),
    ).toEqual({
      kind: 'text',
      name: 'children',
      defaultValue: 'Hi',
    });
    expect(controlFor(prop({ name: 'children', type: 'React.ReactNode' }), NONE, null)).toBeNull();
  });

  it('gives none to callbacks, escape hatches, hidden, deprecated and other types', () => {
    expect(
      controlFor(prop({ name: 'onClick', type: 'React.MouseEventHandler' }), NONE, null),
    ).toBeNull();
    expect(
      controlFor(prop({ name: 'getLabel', type: '(value: number) => string' }), NONE, null),
    ).toBeNull();
    expect(controlFor(prop({ name: 'sx', type: 'SxProps' }), NONE, null)).toBeNull();
    expect(controlFor(prop({ name: 'href', type: 'string' }), NONE, null)).toBeNull();
    expect(controlFor(prop({ name: 'open', type: 'boolean' }), new Set(['open']), null)).toBeNull();
    expect(
      controlFor(prop({ name: 'light', type: 'boolean', deprecated: 'Use x' }), NONE, null),
    ).toBeNull();
  });
});

describe('orderControls and choiceDisplay', () => {
  it('puts the text first, then variant, color, size, then the rest by name', () => {
    const size: PlaygroundControl = { ...variant, name: 'size' };
    const names = orderControls([disabled, size, color, children, variant]).map((c) => c.name);
    expect(names).toEqual(['children', 'variant', 'color', 'size', 'disabled']);
  });

  it('shows a few choices as buttons and many as a select', () => {
    expect(choiceDisplay(variant as Extract<PlaygroundControl, { kind: 'choice' }>)).toBe(
      'buttons',
    );
    expect(choiceDisplay(color as Extract<PlaygroundControl, { kind: 'choice' }>)).toBe('select');
  });
});

describe('withValue', () => {
  it('keeps only values that differ from the default', () => {
    const chosen = withValue({}, variant, 'outlined');
    expect(chosen).toEqual({ variant: 'outlined' });
    expect(withValue(chosen, variant, 'text')).toEqual({});
    expect(withValue(chosen, variant, null)).toEqual({});
  });
});

describe('playgroundJsx', () => {
  it('writes only the chosen props, in control order, with the text', () => {
    expect(playgroundJsx(button, {})).toBe('<Button>Button</Button>');
    expect(playgroundJsx(button, { color: 'error', variant: 'outlined' })).toBe(
      '<Button variant="outlined" color="error">Button</Button>',
    );
    expect(playgroundJsx(button, { disabled: true })).toBe('<Button disabled>Button</Button>');
  });

  it('writes fixed props first, authored children indented, and no children self-closing', () => {
    const list: PlaygroundSpec = {
      component: 'List',
      area: 'joy-ui',
      controls: [{ kind: 'number', name: 'max', defaultValue: null }],
      fixed: { 'aria-label': 'Items', slotProps: { input: { 'aria-label': 'x' } } },
      childrenJsx: '<ListItem>One</ListItem>',
    };
    expect(playgroundJsx(list, { max: 3 })).toBe(
      "<List\n  aria-label=\"Items\"\n  slotProps={{ input: { 'aria-label': 'x' } }}\n  max={3}\n>\n  <ListItem>One</ListItem>\n</List>",
    );
    expect(playgroundJsx({ ...list, fixed: {}, childrenJsx: null }, {})).toBe('<List />');
  });

  it('breaks a long opening tag into a line per prop', () => {
    const long = playgroundJsx(
      { ...button, fixed: { title: 'A rather long title that will not fit' } },
      { variant: 'contained', color: 'secondary' },
    );
    expect(long).toBe(
      '<Button\n  title="A rather long title that will not fit"\n  variant="contained"\n  color="secondary"\n>Button</Button>',
    );
  });

  it('escapes text and attribute values that JSX would read as code', () => {
    expect(jsxText('a {b} <c>')).toBe("{'a {b} <c>'}");
    expect(jsxText("it's")).toBe("{'it\\'s'}");
    expect(jsxText('plain')).toBe('plain');
    expect(jsxAttribute('title', 'say "hi"')).toBe('title={\'say "hi"\'}');
    expect(jsxAttribute('open', false)).toBe('open={false}');
  });
});
