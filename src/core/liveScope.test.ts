import { moduleNotInScope, requireFromScope, valueImportSpecifiers } from './liveScope';

describe('valueImportSpecifiers', () => {
  it('lists value and side-effect imports in order, without type-only ones', () => {
    const code = [
      "import * as React from 'react';",
      'import {',
      '  Button,',
      '  Stack,',
      "} from '@mui/material';",
      "import type { SxProps } from '@mui/system';",
      "import 'dayjs/locale/fr';",
      "import rows from '../../datasets/employees';",
      "import Button2 from '@mui/material';",
    ].join('\n');
    expect(valueImportSpecifiers(code)).toEqual([
      'react',
      '@mui/material',
      'dayjs/locale/fr',
      '../../datasets/employees',
    ]);
  });
});

describe('requireFromScope', () => {
  it('returns a module of the scope, and names one it lacks with what is there', () => {
    const scope = { react: { a: 1 }, './data': {} };
    expect(requireFromScope(scope, 'react')).toEqual({ a: 1 });
    expect(() => requireFromScope(scope, 'lodash')).toThrow(moduleNotInScope('lodash', scope));
    expect(moduleNotInScope('lodash', scope).message).toMatch(
      /^Cannot import "lodash" here: .*\(\.\/data, react\)/,
    );
  });
});
