/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { DemoData } from '@/content/demos/loadDemos';
import type DemoThemeScope from './DemoThemeScope';
import type * as DemoFrameModule from './demoFrame';

jest.mock('./Demo', () => ({
  __esModule: true,
  default: ({ demo }: { demo: { name: string } }) => <section aria-label={demo.name}>live</section>,
}));

const demo = { name: 'BasicButtons' } as DemoData;
const ThemeScope = (({ children }: { children: React.ReactNode }) => (
  <>{children}</>
)) as unknown as typeof DemoThemeScope;

/** The module as a page loads it: no frame loaded or on its way. */
function freshFrameModule(): typeof DemoFrameModule {
  let loaded: typeof DemoFrameModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof DemoFrameModule>('./demoFrame');
  });
  if (!loaded) throw new Error('demoFrame did not load');
  return loaded;
}

describe('pageDataHasDemo', () => {
  it('is true only for page data with at least one demo', () => {
    const { pageDataHasDemo } = freshFrameModule();
    expect(pageDataHasDemo({ props: { pageProps: { demos: { BasicButtons: {} } } } })).toBe(true);
    expect(pageDataHasDemo({ props: { pageProps: { demos: {} } } })).toBe(false);
    expect(pageDataHasDemo({ props: { pageProps: {} } })).toBe(false);
    expect(pageDataHasDemo({ props: { pageProps: { demos: 'corrupt' } } })).toBe(false);
    expect(pageDataHasDemo(undefined)).toBe(false);
    expect(pageDataHasDemo(null)).toBe(false);
  });
});

describe('DemoInFrame', () => {
  it('holds back only its own boundary until the frame has loaded, then shows the demo', async () => {
    const { DemoInFrame } = freshFrameModule();
    render(
      <>
        <p>Article text</p>
        <React.Suspense fallback={<p>waiting</p>}>
          <DemoInFrame demo={demo} ThemeScope={ThemeScope} />
        </React.Suspense>
      </>,
    );
    expect(screen.getByText('Article text')).toBeInTheDocument();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'BasicButtons' })).toHaveTextContent('live');
  });

  it('renders at once when the page started loading the frame before', async () => {
    const { DemoInFrame, loadDemoFrame } = freshFrameModule();
    await loadDemoFrame();
    render(
      <React.Suspense fallback={<p>waiting</p>}>
        <DemoInFrame demo={demo} ThemeScope={ThemeScope} />
      </React.Suspense>,
    );
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'BasicButtons' })).toBeInTheDocument();
  });
});
