import {
  isPageDestination,
  isPlainClick,
  routerDestination,
  type LinkClick,
} from './linkFollowing';

const plain: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const page = 'https://docs.example/material-ui/react-button/';

describe('isPlainClick', () => {
  it('accepts a primary click without modifier keys', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each([
    ['the middle button', { button: 1 }],
    ['Ctrl (a new tab)', { ctrlKey: true }],
    ['Cmd (a new tab on macOS)', { metaKey: true }],
    ['Shift (a new window)', { shiftKey: true }],
    ['Alt (a download)', { altKey: true }],
    ['a handler that prevented the default', { defaultPrevented: true }],
  ])('leaves a click with %s to the browser', (_, change) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(false);
  });
});

describe('routerDestination', () => {
  it('gives the path of a page of the site', () => {
    expect(routerDestination({ href: '/material-ui/react-chip/' }, page)).toBe(
      '/material-ui/react-chip/',
    );
  });

  it('resolves a relative link and keeps its query and hash', () => {
    expect(routerDestination({ href: '../react-chip/?x=1#api' }, page)).toBe(
      '/material-ui/react-chip/?x=1#api',
    );
  });

  it('gives an absolute link to this origin as a path', () => {
    expect(routerDestination({ href: 'https://docs.example/zh/' }, page)).toBe('/zh/');
  });

  it('leaves a link to another origin to the browser', () => {
    expect(routerDestination({ href: 'https://github.com/mui' }, page)).toBeNull();
    expect(routerDestination({ href: 'mailto:someone@example.com' }, page)).toBeNull();
  });

  it('leaves a jump within the page to the browser', () => {
    expect(routerDestination({ href: '#basic-button' }, page)).toBeNull();
    expect(routerDestination({ href: '/material-ui/react-button/#sizes' }, page)).toBeNull();
  });

  it('follows a link to another page with a hash', () => {
    expect(routerDestination({ href: '/material-ui/react-chip/#sizes' }, page)).toBe(
      '/material-ui/react-chip/#sizes',
    );
  });

  it('leaves a link with a target or a download attribute to the browser', () => {
    expect(routerDestination({ href: '/x/', target: '_blank' }, page)).toBeNull();
    expect(routerDestination({ href: '/x/', download: true }, page)).toBeNull();
    expect(routerDestination({ href: '/x/', target: '_self' }, page)).toBe('/x/');
  });

  it('leaves an href it cannot read to the browser', () => {
    expect(routerDestination({ href: 'http://[' }, page)).toBeNull();
  });
});

describe('isPageDestination', () => {
  it('takes the site’s pages, which end their path with a slash', () => {
    expect(isPageDestination('/material-ui/react-button/')).toBe(true);
    expect(isPageDestination('/')).toBe(true);
    expect(isPageDestination('/zh/material-ui/react-button/#basic-button')).toBe(true);
    expect(isPageDestination('/material-ui/api/button/?tab=props#props')).toBe(true);
  });

  it('leaves files to the browser', () => {
    expect(isPageDestination('/material-ui/react-button.md')).toBe(false);
    expect(isPageDestination('/llms.txt')).toBe(false);
    expect(isPageDestination('/static/logo.svg#icon')).toBe(false);
    expect(isPageDestination('/material-ui/react-button?x=/')).toBe(false);
  });
});
