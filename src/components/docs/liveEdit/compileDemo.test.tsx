/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { compileDemo } from './compileDemo';

const Label = ({ children }: { children: React.ReactNode }) => <strong>{children}</strong>;
const scope = { './Label': { __esModule: true, default: Label } };

describe('compileDemo', () => {
  it('compiles TypeScript and JSX, resolving imports from the scope', () => {
    const Demo = compileDemo(
      "import Label from './Label';\nimport type { FC } from 'react';\nexport default function A() {\n  const text: string = 'Edited';\n  return <Label>{text}</Label>;\n}",
      'TS',
      scope,
    );
    render(<Demo />);
    expect(screen.getByText('Edited').tagName).toBe('STRONG');
  });

  it('compiles JavaScript, with React and its hooks always available', () => {
    const Demo = compileDemo(
      "import * as React from 'react';\nexport default function A() {\n  const [n] = React.useState(3);\n  return <p>{n}</p>;\n}",
      'JS',
      {},
    );
    render(<Demo />);
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('names a module the scope does not provide', () => {
    expect(() =>
      compileDemo(
        "import pad from 'left-pad';\nexport default function A() { return pad; }",
        'TS',
        scope,
      ),
    ).toThrow(/Cannot import "left-pad" here: .*\(\.\/Label, react, react\/jsx-runtime\)/);
  });

  it('throws the syntax error with its position', () => {
    expect(() => compileDemo('export default function A() { return <p>; }', 'TS', {})).toThrow(
      /\(1:/,
    );
  });

  it('says what to write when nothing is exported', () => {
    expect(() => compileDemo('const a = 1;', 'TS', {})).toThrow(/exports no component/);
  });
});
