/**
 * The server render (no window): English namespaces that load with their code (./strings/) can
 * arrive after the provider rendered, as when a demo's frame loads in the middle of a page's
 * render (src/components/docs/demoFrame.tsx). The code that needs them must still find them.
 */
import * as React from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { useTranslate, UserLanguageProvider } from './UserLanguageProvider';
import { loadedTranslations } from './translationResources';

function Title() {
  const t = useTranslate();
  return <h1>{t('home.title')}</h1>;
}

/** Loaded as a chunk is: its module, which imports the namespace's strings, evaluates first. */
const LazyTitle = React.lazy(async () => {
  await import('./strings/homeStrings');
  return { default: Title };
});

function renderAll(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}

describe('UserLanguageProvider on the server', () => {
  it('translates with strings that arrived after it rendered', async () => {
    expect(loadedTranslations().en).not.toHaveProperty('home');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const html = await renderAll(
        <UserLanguageProvider language="en">
          <React.Suspense fallback="…">
            <LazyTitle />
          </React.Suspense>
        </UserLanguageProvider>,
      );
      expect(html).toContain('<h1>MUI documentation</h1>');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
