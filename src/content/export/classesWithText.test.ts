import { classesWithText } from './classesWithText';

describe('classesWithText', () => {
  it('finds the classes of elements with text in them, at any depth', () => {
    const html =
      '<html><head><style>.css-head{}</style></head><body><div class="App css-a">' +
      '<button class="MuiButton-root css-b"><span class="css-c"><svg class="css-d"><path d="M0 0"/></svg></span>Save</button>' +
      '<button class="css-e"><svg class="css-f"><path d="M1 1"></path></svg></button>' +
      '<p class="css-g">  </p><img class="css-h" alt="x"><br class="css-i"><span class="css-j">after void</span>' +
      '</div></body></html>';
    expect([...classesWithText(html)].sort()).toEqual(['css-a', 'css-b', 'css-j']);
  });

  it('does not read scripts or comments as text, even with markup characters in them', () => {
    const html =
      '<body><div class="css-a"><script>if (a<b) { x = "</div>"; }</script><!-- <p>note</p> --></div><div class="css-b">text</div></body>';
    expect([...classesWithText(html)]).toEqual(['css-b']);
  });

  it('survives markup that is not well-formed', () => {
    expect([...classesWithText('<body><div class="css-a"><span>one</div></p>two')]).toEqual([
      'css-a',
    ]);
  });
});
