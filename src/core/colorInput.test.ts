import fc from 'fast-check';
import { findHueShade, parseHexInput } from './colorInput';
import { themeSnippet } from './colorInputSnippet';
import { isHexColor } from './themeStorage';

describe('parseHexInput', () => {
  it.each([
    ['#007FFF', '#007fff'],
    ['007fff', '#007fff'],
    ['  #E91E63 ', '#e91e63'],
    ['#f00', '#ff0000'],
    ['abc', '#aabbcc'],
  ])('accepts %j as %s', (raw, value) => {
    expect(parseHexInput(raw)).toEqual({ ok: true, value });
  });

  it.each(['#12', '#1234', '#12345', '#1234567', '#ggg', 'red', '##fff', 'rgb(0,0,0)', '#00 7FFF'])(
    'refuses %j with a message naming it',
    (raw) => {
      const result = parseHexInput(raw);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.message).toContain(raw.trim());
        expect(result.message).toMatch(/not a hex colour/);
      }
    },
  );

  it('asks for a value when the field is empty', () => {
    expect(parseHexInput('   ')).toEqual({
      ok: false,
      message: 'Enter a hex colour, for example #007FFF.',
    });
  });

  it('shortens a very long value in the message', () => {
    const result = parseHexInput('x'.repeat(500));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message.length).toBeLessThan(120);
    }
  });

  it('never throws, and whatever it accepts is a colour the theme storage keeps', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = parseHexInput(raw);
        if (result.ok) {
          expect(isHexColor(result.value)).toBe(true);
          expect(result.value).toMatch(/^#[0-9a-f]{6}$/);
        } else {
          expect(result.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('accepts every 6-digit hex colour unchanged but for case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{6}$/), (digits) => {
        expect(parseHexInput(`#${digits}`)).toEqual({
          ok: true,
          value: `#${digits.toLowerCase()}`,
        });
      }),
    );
  });
});

describe('findHueShade', () => {
  const scales = {
    red: { 50: '#ffebee', 500: '#f44336', A200: '#ff5252' },
    pink: { 500: '#e91e63' },
  };

  it('finds the hue and shade of a colour in any case and length', () => {
    expect(findHueShade('#F44336', scales)).toEqual({ hue: 'red', shade: '500' });
    expect(findHueShade('#ff5252', scales)).toEqual({ hue: 'red', shade: 'A200' });
    expect(findHueShade('#e91e63', scales)).toEqual({ hue: 'pink', shade: '500' });
  });

  it('returns null for other colours, no colour or bad input', () => {
    expect(findHueShade('#123456', scales)).toBeNull();
    expect(findHueShade(undefined, scales)).toBeNull();
    expect(findHueShade('nope', scales)).toBeNull();
  });
});

describe('themeSnippet', () => {
  it('writes the chosen colours into createTheme', () => {
    expect(themeSnippet({ primary: '#e91e63', secondary: '#ffc107' })).toBe(
      [
        "import { createTheme } from '@mui/material/styles';",
        '',
        'const theme = createTheme({',
        '  palette: {',
        "    primary: { main: '#e91e63' },",
        "    secondary: { main: '#ffc107' },",
        '  },',
        '});',
      ].join('\n'),
    );
  });

  it('leaves out a colour that is not chosen', () => {
    const snippet = themeSnippet({ secondary: '#ffc107' });
    expect(snippet).toContain("secondary: { main: '#ffc107' }");
    expect(snippet).not.toContain('primary');
  });

  it('says when nothing is chosen', () => {
    expect(themeSnippet({})).toContain('const theme = createTheme();');
  });
});
