import { demoIssueUrl, demoPreview } from './demoPreview';

const SHORT = `import Button from '@mui/material/Button';

function helper() {
  return (
    <span />
  );
}

export default function BasicButtons() {
  const label = 'Text';
  return (
    <Stack direction="row">
      <Button variant="text">{label}</Button>
    </Stack>
  );
}`;

describe('demoPreview', () => {
  it('takes the JSX the default export returns, dedented', () => {
    expect(demoPreview(SHORT)).toBe(
      '<Stack direction="row">\n  <Button variant="text">{label}</Button>\n</Stack>',
    );
  });

  it('gives none when the JSX is longer than the limit', () => {
    expect(demoPreview(SHORT, 2)).toBeNull();
  });

  it('gives none for a demo not written as a function returning JSX in parentheses', () => {
    expect(demoPreview('export default function A() {\n  return <p />;\n}')).toBeNull();
    expect(demoPreview('const A = () => <p />;\nexport default A;')).toBeNull();
  });

  it('ignores a nested return of an inner function', () => {
    const code =
      'export default function A() {\n  const f = () => {\n    return (\n      <b />\n    );\n  };\n  return (\n    <i />\n  );\n}';
    expect(demoPreview(code)).toBe('<i />');
  });
});

describe('demoIssueUrl', () => {
  it('prefills the title and body with the page, the demo and the message', () => {
    const url = new URL(
      demoIssueUrl('https://github.com/mui/site/issues/new', {
        page: 'data/material-ui/react-button.md',
        demo: 'BasicButtons',
        message: 'x is undefined',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/mui/site/issues/new');
    expect(url.searchParams.get('title')).toBe('[docs] The BasicButtons demo fails to render');
    expect(url.searchParams.get('body')).toContain(
      'BasicButtons demo of data/material-ui/react-button.md',
    );
    expect(url.searchParams.get('body')).toContain('x is undefined');
  });
});
