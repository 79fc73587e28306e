/** @jest-environment jsdom */
import { EARLY_CLICK_ATTRIBUTE, EARLY_CLICK_SCRIPT } from './earlyClicks';

function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the early click script', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = '';
  });

  it('holds the last click on a marked control until the page has hydrated, then clicks it again', async () => {
    document.body.innerHTML = `<div ${EARLY_CLICK_ATTRIBUTE}><button id="js"><span>JS</span></button><button id="show">Show code</button></div><button id="other">Menu</button>`;
    (0, eval)(EARLY_CLICK_SCRIPT);
    const clicks: string[] = [];
    document.body.addEventListener('click', (event) => {
      clicks.push((event.target as Element).closest('button')?.id ?? '');
    });
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('show')?.click();
    document.getElementById('other')?.click();
    // Held: only the unmarked button's click went through; the last held control is busy.
    expect(clicks).toEqual(['other']);
    expect(document.getElementById('show')?.getAttribute('aria-busy')).toBe('true');
    expect(document.getElementById('js')?.hasAttribute('aria-busy')).toBe(false);

    document.documentElement.setAttribute('data-hydrated', '');
    await flush();
    expect(clicks).toEqual(['other', 'show']);
    expect(document.getElementById('show')?.hasAttribute('aria-busy')).toBe(false);
    // After hydration clicks pass at once.
    document.getElementById('js')?.click();
    expect(clicks).toEqual(['other', 'show', 'js']);
  });

  it('does nothing on a page that has hydrated already', () => {
    document.documentElement.setAttribute('data-hydrated', '');
    document.body.innerHTML = `<div ${EARLY_CLICK_ATTRIBUTE}><button id="b">TS</button></div>`;
    (0, eval)(EARLY_CLICK_SCRIPT);
    const clicked = jest.fn();
    document.getElementById('b')?.addEventListener('click', clicked);
    document.getElementById('b')?.click();
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});

describe('the early click script in a demo', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = '';
  });

  it('holds a click inside a demo until the demo’s own root has hydrated, after the page', async () => {
    document.body.innerHTML = `<div data-demo-island=""><div ${EARLY_CLICK_ATTRIBUTE}><button id="show">Show code</button></div></div><div ${EARLY_CLICK_ATTRIBUTE}><button id="layout">Table</button></div>`;
    (0, eval)(EARLY_CLICK_SCRIPT);
    const clicks: string[] = [];
    document.body.addEventListener('click', (event) => {
      clicks.push((event.target as Element).closest('button')?.id ?? '');
    });
    document.getElementById('show')?.click();
    document.documentElement.setAttribute('data-hydrated', '');
    await flush();
    // The page responds, the demo not yet: its click stays held; the page's controls work.
    expect(clicks).toEqual([]);
    expect(document.getElementById('show')?.getAttribute('aria-busy')).toBe('true');
    document.getElementById('layout')?.click();
    expect(clicks).toEqual(['layout']);

    document.querySelector('[data-demo-island]')?.setAttribute('data-hydrated', '');
    await flush();
    expect(clicks).toEqual(['layout', 'show']);
    expect(document.getElementById('show')?.hasAttribute('aria-busy')).toBe(false);
    document.getElementById('show')?.click();
    expect(clicks).toEqual(['layout', 'show', 'show']);
  });
});
