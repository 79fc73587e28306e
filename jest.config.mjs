import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The unified/remark/rehype and shiki packages ship only ES modules: they are compiled for jest
 * like project code. Every other package under node_modules is used as published.
 */
const ESM_PACKAGES = [
  'unified',
  'bail',
  'trough',
  'devlop',
  'vfile[a-z0-9-]*',
  'unist-[a-z0-9-]+',
  'mdast-[a-z0-9-]+',
  'micromark[a-z0-9-]*',
  'hast-[a-z0-9-]+',
  'hastscript',
  'rehype-[a-z0-9-]+',
  'remark-[a-z0-9-]+',
  'ccount',
  'character-[a-z0-9-]+',
  'decode-named-character-reference',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'zwitch',
  'html-void-elements',
  'html-url-attributes',
  'stringify-entities',
  'web-namespaces',
  'markdown-table',
  'longest-streak',
  'escape-string-regexp',
  'github-slugger',
  'trim-lines',
  'is-plain-obj',
  'parse5',
  'entities',
  'shiki',
  '@shikijs',
  'oniguruma-[a-z0-9-]+',
  'regex[a-z0-9-]*',
];

/** Unit tests sit beside the code they test; end-to-end tests live in test/ and run under Playwright. */
const config = createJestConfig({
  testEnvironment: 'node',
  // One worker per core. Jest's default leaves one core to itself, which on CI's two cores means
  // a single worker: the suites took 2 min 12 s that way, 1 min 39 s with both.
  maxWorkers: '100%',
  testMatch: [
    '<rootDir>/src/**/*.test.ts',
    '<rootDir>/src/**/*.test.tsx',
    '<rootDir>/scripts/**/*.test.ts',
    '<rootDir>/data/**/*.test.ts',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@data/(.*)$': '<rootDir>/data/$1',
  },
});

export default async function jestConfig() {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  };
}
