/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import type * as ReactDOMClient from 'react-dom/client';
import type * as ReactDOMServer from 'react-dom/server';
import type { DemoData } from '@/content/demos/loadDemos';
import type * as ThemeStateModule from '@/providers/ThemeStateProvider';
import type * as RegistryModule from '../DemoRegistryContext';
import type * as IslandRendererModule from './islandRenderer';
import { preferLightScheme } from '@/testing/preferLightScheme';
import { DENSE } from '@/core/storedPreferences';
import type DemoIslandComponent from './DemoIsland';
import type DemoThemeScope from '../DemoThemeScope';

/** What happened, in order. */
const events: string[] = [];

function demoData(name: string): DemoData {
  return { name, variants: { system: { id: `area/react-x/${name}` } } } as unknown as DemoData;
}
const demos = { BasicButtons: demoData('BasicButtons'), TextButtons: demoData('TextButtons') };

interface PageModules {
  React: typeof React;
  client: typeof ReactDOMClient;
  server: typeof ReactDOMServer;
  DemoIsland: typeof DemoIslandComponent;
  registry: typeof RegistryModule;
  renderer: typeof IslandRendererModule;
  themeState: typeof ThemeStateModule;
}

/** A page's modules as a fresh load has them, React included: the server's, then the browser's. */
function loadPageModules(): PageModules {
  jest.resetModules();
  return {
    React: jest.requireActual('react'),
    client: jest.requireActual('react-dom/client'),
    // The Node build: jsdom lacks the TextEncoder of the browser one.
    server: jest.requireActual('react-dom/server.node'),
    DemoIsland: jest.requireActual('./DemoIsland').default,
    registry: jest.requireActual('../DemoRegistryContext'),
    renderer: jest.requireActual('./islandRenderer'),
    themeState: jest.requireActual('@/providers/ThemeStateProvider'),
  };
}

/** The folder module of the demos: the frame shows the density the theme state holds. */
function folderLoader(modules: PageModules): RegistryModule.DemoFolderLoader {
  const R = modules.React;
  function Frame({ demo }: { demo: DemoData }) {
    const { state } = modules.themeState.useThemeState();
    const id = R.useId();
    R.useEffect(() => {
      events.push(`demo ${demo.name} hydrated`);
    }, [demo.name]);
    return (
      <section aria-label={demo.name} data-demo="" id={id}>
        {state.dense ? 'dense' : 'roomy'}
      </section>
    );
  }
  function ThemeScope({ children }: { children: React.ReactNode }) {
    return <>{children}</>;
  }
  const module = {
    default: () => null,
    runtime: { Frame, ThemeScope },
  } as unknown as RegistryModule.DemoFolderModule;
  return () => {
    events.push('demo code requested');
    return Promise.resolve(module);
  };
}

function page(
  modules: PageModules,
  load: RegistryModule.DemoFolderLoader,
  renderIsland: IslandRendererModule.IslandRenderer | null,
  { updateOnHydration = false } = {},
) {
  const { React: R, DemoIsland, registry, renderer, themeState } = modules;
  const Outer = R.createContext(0);
  /**
   * A provider above the article whose value changes as soon as the page's root has hydrated, as
   * a route change or any page state held above the demos does.
   */
  function ChangingProvider({ children }: { children: React.ReactNode }) {
    const [value, setValue] = R.useState(0);
    // In the commit that hydrates the page (a layout effect; the server render has none).
    const useCommitEffect = renderIsland === null ? R.useLayoutEffect : R.useEffect;
    useCommitEffect(() => {
      if (updateOnHydration) setValue(1);
    }, []);
    return <Outer.Provider value={value}>{children}</Outer.Provider>;
  }
  // The frame receives it; the folder module's frame here ignores it.
  const ThemeScope = null as unknown as typeof DemoThemeScope;
  function RestoreProbe(): null {
    const { restored } = themeState.useThemeState();
    R.useEffect(() => {
      if (restored) {
        events.push('settings restored');
        document.documentElement.setAttribute('data-hydrated', '');
      }
    }, [restored]);
    return null;
  }
  return (
    <renderer.IslandRendererContext.Provider value={renderIsland}>
      <R.Suspense>
        <themeState.ThemeStateProvider>
          <registry.DemoRegistryContext.Provider value={{ 'area/react-x': load }}>
            <ChangingProvider>
              {/* An article as MarkdownContent renders it: text, a demo, text, a demo. */}
              <p>A button triggers an action.</p>
              <DemoIsland index={1} demo={demos.BasicButtons} ThemeScope={ThemeScope} />
              <p>Text buttons are used for less pronounced actions.</p>
              <DemoIsland index={3} demo={demos.TextButtons} ThemeScope={ThemeScope} />
            </ChangingProvider>
          </registry.DemoRegistryContext.Provider>
          <RestoreProbe />
        </themeState.ThemeStateProvider>
      </R.Suspense>
    </renderer.IslandRendererContext.Provider>
  );
}

async function serverHtml(): Promise<string> {
  const modules = loadPageModules();
  const load = folderLoader(modules);
  // The server's render waits for the folder (Suspense); here it is loaded beforehand.
  await modules.registry.loadDemoFolder(load);
  return modules.server.renderToString(page(modules, load, modules.server.renderToString));
}

describe('a page with demo islands, hydrating', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-hydrated');
    localStorage.clear();
    events.length = 0;
    jest.restoreAllMocks();
  });

  it('hydrates the page first, then each demo as a root of its own, keeping the server’s HTML', async () => {
    preferLightScheme();
    // A visitor who chose the dense layout: the server rendered the default.
    localStorage.setItem(DENSE.key, 'true');
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const serverSections = Array.from(container.querySelectorAll('section'));
    expect(serverSections.map((section) => section.textContent)).toEqual(['roomy', 'roomy']);
    // Each island's ids are its own: the same hook in two islands gives two ids.
    const ids = serverSections.map((section) => section.id);
    expect(new Set(ids).size).toBe(2);
    events.length = 0;

    const browser = loadPageModules();
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const readItem = getItem.getMockImplementation() ?? Storage.prototype.getItem;
    getItem.mockImplementation(function (this: Storage, key: string) {
      if (key === DENSE.key) events.push('settings read');
      return readItem.call(this, key);
    });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const recoverableErrors: unknown[] = [];
    const errors = jest.spyOn(console, 'error');
    await browser.React.act(async () => {
      browser.client.hydrateRoot(container, page(browser, folderLoader(browser), null), {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    // The page restores the saved settings and is marked interactive before any demo code is
    // requested; the demos then hydrate, and take the restored density.
    expect(recoverableErrors).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(events).toEqual([
      'settings read',
      'settings restored',
      'demo code requested',
      'demo BasicButtons hydrated',
      'demo TextButtons hydrated',
    ]);
    const islands = Array.from(container.querySelectorAll('[data-demo-island]'));
    expect(islands.map((island) => island.hasAttribute('data-hydrated'))).toEqual([true, true]);
    // The server's demo markup was hydrated, not replaced, and follows the page's theme state.
    const sections = Array.from(container.querySelectorAll('section'));
    expect(sections).toEqual(serverSections);
    expect(sections.map((section) => section.textContent)).toEqual(['dense', 'dense']);
    expect(sections.map((section) => section.id)).toEqual(ids);
  });

  it('keeps every island’s server HTML when the page updates right after it hydrates', async () => {
    preferLightScheme();
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const serverSections = Array.from(container.querySelectorAll('section'));

    const browser = loadPageModules();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const recoverableErrors: unknown[] = [];
    await browser.React.act(async () => {
      browser.client.hydrateRoot(
        container,
        page(browser, folderLoader(browser), null, { updateOnHydration: true }),
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    // A Suspense boundary around each island would still be dehydrated when the update came (React
    // hydrates nested boundaries later, at the lowest priority): error 421, and the island's
    // server HTML rendered anew in the browser.
    expect(recoverableErrors).toEqual([]);
    expect(Array.from(container.querySelectorAll('section'))).toEqual(serverSections);
  });
});
