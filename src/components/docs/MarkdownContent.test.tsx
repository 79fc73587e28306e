/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import type * as ReactDOMClient from 'react-dom/client';
import type * as ReactDOMServer from 'react-dom/server';
import type { DemoData } from '@/content/demos/loadDemos';
import type { Segment } from '@/content/markdown/segments';
import type { MuiRuntimeModule } from '@/components/layout/muiRuntimeContext';
import type * as DemoFrameModule from './demoFrame';
import type * as MuiStyles from '@mui/material/styles';
import type * as ThemeStateModule from '@/providers/ThemeStateProvider';
import { COLOR_SCHEME_STORAGE } from '@/theme/colorSchemeStorage';
import { preferLightScheme } from '@/testing/preferLightScheme';
import { DENSE } from '@/core/storedPreferences';
import type MarkdownContentComponent from './MarkdownContent';

/** What happened, in order: the scope's first effect, each demo's. */
const events: string[] = [];

jest.mock('./Demo', () => {
  const { useEffect } = jest.requireActual<typeof React>('react');
  return {
    __esModule: true,
    default: function MockDemo({ demo }: { demo: { name: string } }) {
      useEffect(() => {
        events.push(`demo ${demo.name} hydrated`);
      }, [demo.name]);
      return (
        <section aria-label={demo.name} data-demo="">
          live
        </section>
      );
    },
  };
});

const segments: Segment[] = [
  { type: 'html', html: '<p>A button triggers an action.</p>' },
  { type: 'demo', name: 'BasicButtons' },
  { type: 'html', html: '<p>Text buttons are used for less pronounced actions.</p>' },
  { type: 'demo', name: 'TextButtons' },
] as Segment[];
const demos = {
  BasicButtons: { name: 'BasicButtons' },
  TextButtons: { name: 'TextButtons' },
} as unknown as Record<string, DemoData>;

interface PageModules {
  React: typeof React;
  client: typeof ReactDOMClient;
  server: typeof ReactDOMServer;
  frame: typeof DemoFrameModule;
  MarkdownContent: typeof MarkdownContentComponent;
  MuiRuntimeContext: React.Context<MuiRuntimeModule | null>;
  styles: typeof MuiStyles;
  themeState: typeof ThemeStateModule;
}

/**
 * A page's modules as a fresh load has them, React included, so that the server's render and the
 * browser's each have their own frame module. Not isolateModules: the frame's import of the demo
 * settles later, and must find the React of the load that asked for it.
 */
function loadPageModules(): PageModules {
  jest.resetModules();
  return {
    React: jest.requireActual('react'),
    client: jest.requireActual('react-dom/client'),
    // The Node build: jsdom lacks the TextEncoder of the browser one.
    server: jest.requireActual('react-dom/server.node'),
    frame: jest.requireActual('./demoFrame'),
    MarkdownContent: jest.requireActual('./MarkdownContent').default,
    MuiRuntimeContext: jest.requireActual('@/components/layout/muiRuntimeContext')
      .MuiRuntimeContext,
    styles: jest.requireActual('@mui/material/styles'),
    themeState: jest.requireActual('@/providers/ThemeStateProvider'),
  };
}

/**
 * The page as _app renders it: one boundary that AwaitDemoFrame ends, the theme state's provider
 * (which restores the saved settings), and the article inside MUI's CSS-variables provider as the
 * site configures it (the demos' theme scope).
 */
function page({
  React: R,
  frame,
  MarkdownContent,
  MuiRuntimeContext,
  styles,
  themeState,
}: PageModules) {
  const { Experimental_CssVarsProvider: CssVarsProvider } = styles;
  function RestoreProbe(): null {
    const { restored } = themeState.useThemeState();
    R.useEffect(() => {
      if (restored) events.push('settings restored');
    }, [restored]);
    return null;
  }
  function ThemeScope({ children }: { children: React.ReactNode }) {
    R.useEffect(() => {
      events.push('scope mounted');
    }, []);
    return (
      <CssVarsProvider {...COLOR_SCHEME_STORAGE} disableStyleSheetGeneration>
        {children}
      </CssVarsProvider>
    );
  }
  const runtime = { ThemeScope } as unknown as MuiRuntimeModule;
  return (
    <R.Suspense>
      <themeState.ThemeStateProvider>
        <MuiRuntimeContext.Provider value={runtime}>
          <MarkdownContent segments={segments} demos={demos} />
        </MuiRuntimeContext.Provider>
        <RestoreProbe />
        <frame.AwaitDemoFrame />
      </themeState.ThemeStateProvider>
    </R.Suspense>
  );
}

describe('MarkdownContent hydrating a page with demos', () => {
  afterEach(() => {
    delete (window as { __NEXT_DATA__?: unknown }).__NEXT_DATA__;
    document.body.innerHTML = '';
    events.length = 0;
    jest.restoreAllMocks();
  });

  it('keeps the demos’ server HTML: MUI’s provider does not renew their theme as it mounts', async () => {
    preferLightScheme();
    const server = loadPageModules();
    await server.frame.loadDemoFrame();
    const container = document.createElement('div');
    container.innerHTML = server.server.renderToString(page(server));
    document.body.append(container);
    expect(container.querySelectorAll('section')).toHaveLength(2);
    events.length = 0;

    // The browser: the page data names demos, so the frame starts loading as the scripts run.
    window.__NEXT_DATA__ = {
      props: { pageProps: { demos } },
    } as unknown as typeof window.__NEXT_DATA__;
    const browser = loadPageModules();
    // The theme state's provider reads the saved density only to restore it.
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const readItem = getItem.getMockImplementation() ?? Storage.prototype.getItem;
    getItem.mockImplementation(function (this: Storage, key: string) {
      if (key === DENSE.key) events.push('settings read');
      return readItem.call(this, key);
    });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const serverSections = Array.from(container.querySelectorAll('section'));
    const recoverableErrors: unknown[] = [];
    await browser.React.act(async () => {
      browser.client.hydrateRoot(container, page(browser), {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    // Each demo is a boundary React hydrates after the page's effects (error 421 if its theme
    // changed before), and the saved settings, a change of the theme state above the demos, are
    // restored only once they have.
    expect(recoverableErrors).toEqual([]);
    expect(events).toEqual([
      'scope mounted',
      'demo BasicButtons hydrated',
      'demo TextButtons hydrated',
      'settings read',
      'settings restored',
    ]);
    // The server's demo markup was hydrated, not replaced.
    expect(Array.from(container.querySelectorAll('section'))).toEqual(serverSections);
  });
});
