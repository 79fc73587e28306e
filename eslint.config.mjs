import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Build-time modules (src/content) never reach the browser bundle: browser code takes their types only. */
const BROWSER_TAKES_ONLY_CONTENT_TYPES = {
  group: ['@/content/*', '**/content/*'],
  allowTypeImports: true,
  message:
    'Browser code takes only types from src/content (build time, Node only): move the value to src/core.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      'out/',
      '.e2e-builds/',
      '.bench/',
      'generated/',
      'pages/zh/',
      'coverage/',
      'test-results/',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', 'scripts/**'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' },
    },
  },
  // The layers of docs/architecture.md#the-layers: what runs in the browser takes only types from the build-time
  // src/content; the theme draws no component; scripts reach project code through the @/ alias.
  {
    files: ['src/components/**', 'src/providers/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [BROWSER_TAKES_ONLY_CONTENT_TYPES] },
      ],
    },
  },
  {
    files: ['src/theme/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            BROWSER_TAKES_ONLY_CONTENT_TYPES,
            {
              group: ['@/components/*', '**/components/*'],
              message: 'src/theme imports no component: the theme is the look, the shell uses it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../src/*', '../../src/*', '../../../src/*'],
              message: 'Import project code through the @/ alias (tsconfig paths).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'],
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'next/*', 'fs', 'node:*', '@/*'] },
      ],
    },
  },
);
