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
import type MarkdownContentComponent from './MarkdownContent';

/** What happened, in order: a demo's first effect, the scope's first effect. */
const events: string[] = [];

jest.mock('./Demo', () => {
  const { useEffect } = jest.requireActual<typeof React>('react');
  return {
    __esModule: true,
    default: function MockDemo({ demo }: { demo: { name: string } }) {
      useEffect(() => {
        events.push(`demo ${demo.name} hydrated`);
      }, [demo.name]);
      return <section aria-label={demo.name}>live</section>;
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
  };
}

/**
 * The page as _app renders it: one boundary that opens with AwaitDemoFrame, and a theme scope
 * that, like MUI's CSS-variables provider, changes its context in its first effect (an urgent
 * update, as MUI's reading of the system colour scheme is).
 */
function page({ React: R, frame, MarkdownContent, MuiRuntimeContext }: PageModules) {
  const ThemeContext = R.createContext(0);
  function ThemeScope({ children }: { children: React.ReactNode }) {
    const [theme, setTheme] = R.useState(0);
    R.useEffect(() => {
      events.push('scope mounted');
      setTheme(1);
    }, []);
    return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
  }
  const runtime = { ThemeScope } as unknown as MuiRuntimeModule;
  return (
    <R.Suspense>
      <frame.AwaitDemoFrame />
      <MuiRuntimeContext.Provider value={runtime}>
        <MarkdownContent segments={segments} demos={demos} />
      </MuiRuntimeContext.Provider>
    </R.Suspense>
  );
}

describe('MarkdownContent hydrating a page with demos', () => {
  afterEach(() => {
    delete (window as { __NEXT_DATA__?: unknown }).__NEXT_DATA__;
    document.body.innerHTML = '';
    events.length = 0;
  });

  it('hydrates its demos with the article, before the page’s effects update their context', async () => {
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
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const serverSections = Array.from(container.querySelectorAll('section'));
    const recoverableErrors: unknown[] = [];
    await browser.React.act(async () => {
      browser.client.hydrateRoot(container, page(browser), {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(recoverableErrors).toEqual([]);
    // A demo in a boundary of its own hydrated only after the scope's effect had run.
    expect(events).toEqual([
      'demo BasicButtons hydrated',
      'demo TextButtons hydrated',
      'scope mounted',
    ]);
    // The server's demo markup was hydrated, not replaced.
    expect(Array.from(container.querySelectorAll('section'))).toEqual(serverSections);
  });
});
