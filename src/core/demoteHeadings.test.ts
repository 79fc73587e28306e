import { demoteHeadings } from './demoteHeadings';

describe('demoteHeadings', () => {
  it('moves every heading one level down, up to h6', () => {
    expect(demoteHeadings('<h2>ARIA</h2>\n<p>Text</p><h6 id="x">Deep</h6>')).toBe(
      '<h3>ARIA</h3>\n<p>Text</p><h6 id="x">Deep</h6>',
    );
  });

  it('leaves headings where they are for zero levels', () => {
    expect(demoteHeadings('<h2>ARIA</h2>', 0)).toBe('<h2>ARIA</h2>');
  });

  it('leaves other elements alone', () => {
    expect(demoteHeadings('<header><hr><p>h2</p></header>')).toBe('<header><hr><p>h2</p></header>');
  });
});
