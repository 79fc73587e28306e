import { oneLine, twinDocument } from './twinDocument';

describe('twinDocument', () => {
  it('is the title as H1, the description as a blockquote, then the body', () => {
    expect(twinDocument('Button', 'Buttons\n act.', '\nBody.\n')).toBe(
      '# Button\n\n> Buttons act.\n\nBody.\n',
    );
  });

  it('leaves out an empty description', () => {
    expect(twinDocument('Button', ' ', 'Body.')).toBe('# Button\n\nBody.\n');
  });
});

describe('oneLine', () => {
  it('collapses whitespace', () => {
    expect(oneLine(' a\n\tb  c ')).toBe('a b c');
  });
});
