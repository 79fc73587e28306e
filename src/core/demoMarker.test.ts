import { demoOptionsOf, looksLikeDemoMarker, parseDemoMarker } from './demoMarker';

describe('parseDemoMarker', () => {
  it('reads a plain marker without options', () => {
    expect(parseDemoMarker('{{"demo": "BasicButtons.tsx"}}')).toEqual({
      name: 'BasicButtons.tsx',
      options: {},
    });
  });

  it('returns null for text that is not a marker', () => {
    expect(parseDemoMarker('Some prose {{ "demo" }}')).toBeNull();
    expect(parseDemoMarker('{{"other": 1}}')).toBeNull();
  });

  it('reads every option', () => {
    const marker = parseDemoMarker(
      '{{"demo": "FixedAppBar.tsx", "iframe": true, "bg": "inline", "hideToolbar": true, "defaultCodeOpen": true, "maxWidth": 360, "height": "20rem", "disableLiveEdit": true, "hidePreview": true}}',
    );
    expect(marker).toEqual({
      name: 'FixedAppBar.tsx',
      options: {
        iframe: true,
        bg: 'inline',
        hideToolbar: true,
        defaultCodeOpen: true,
        maxWidth: '360px',
        height: '20rem',
        disableLiveEdit: true,
        hidePreview: true,
      },
    });
  });

  it('takes bg: true for the grey background', () => {
    expect(parseDemoMarker('{{"demo": "A.tsx", "bg": true}}')?.options.bg).toBe('playground');
  });

  it('refuses an unknown option, naming it and the known ones', () => {
    expect(() => parseDemoMarker('{{"demo": "A.tsx", "frame": true}}')).toThrow(
      /A\.tsx has an unknown option "frame": the options are bg, iframe/,
    );
  });

  it('refuses ill-typed values', () => {
    expect(() => parseDemoMarker('{{"demo": "A.tsx", "iframe": "yes"}}')).toThrow(
      /"iframe" of A\.tsx is "yes": write true or false/,
    );
    expect(() => parseDemoMarker('{{"demo": "A.tsx", "bg": "blue"}}')).toThrow(
      /"bg" is "blue": use one of "outlined", "inline", "gradient", "playground"/,
    );
    expect(() => parseDemoMarker('{{"demo": "A.tsx", "maxWidth": -3}}')).toThrow(/"maxWidth"/);
    expect(() => parseDemoMarker('{{"demo": "A.tsx", "height": "10px; color: red"}}')).toThrow(
      /"height"/,
    );
  });

  it('refuses a marker that is not JSON or names no demo file', () => {
    expect(() => parseDemoMarker('{{"demo": "A.tsx", iframe: true}}')).toThrow(/not valid JSON/);
    expect(() => parseDemoMarker('{{"demo": 3}}')).toThrow(/name a demo file/);
  });

  it('recognises the marker shape, valid or not', () => {
    expect(looksLikeDemoMarker('  {{"demo": "A.tsx", "x": 1}} ')).toBe(true);
    expect(looksLikeDemoMarker('text')).toBe(false);
  });
});

describe('demoOptionsOf', () => {
  it('fills in the defaults', () => {
    expect(demoOptionsOf({ iframe: true })).toMatchObject({
      iframe: true,
      bg: 'outlined',
      hideToolbar: false,
      maxWidth: null,
    });
  });
});
