import { scriptValueAttributes } from './scriptValueAttributes';

describe('scriptValueAttributes', () => {
  it('finds the values a script writes by mistake', () => {
    const html = [
      '<svg><rect x="0" width="NaN" height="16"></rect></svg>',
      '<button aria-label="undefined">x</button>',
      "<div title='[object Object]'></div>",
      '<progress max=Infinity></progress>',
    ].join('');
    expect(scriptValueAttributes(html)).toEqual([
      { tag: 'rect', attribute: 'width', value: 'NaN' },
      { tag: 'button', attribute: 'aria-label', value: 'undefined' },
      { tag: 'div', attribute: 'title', value: '[object Object]' },
      { tag: 'progress', attribute: 'max', value: 'Infinity' },
    ]);
  });

  it('leaves real values, the contract null, and text or scripts that merely mention them', () => {
    const html = [
      '<meta name="mui:productId" content="null">',
      '<rect width="24" data-value="NaN px">',
      '<p>width="NaN" is what the bug wrote</p>',
      '<script>if (typeof x === "undefined") { el.setAttribute("width", "NaN"); }</script>',
      '<code>title="[object Object]"</code>',
    ].join('');
    expect(scriptValueAttributes(html)).toEqual([]);
  });
});
