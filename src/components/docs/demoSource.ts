/**
 * A demo's source in the reader's code language, as the code block shows it and as the project
 * opened in StackBlitz or CodeSandbox receives it (Demo.tsx).
 */
import type { CodeVariant } from '@/core/codePreferences';
import type { SandboxDemo, SandboxStyling } from '@/core/sandboxProject';
import type { DemoCode } from '@/content/demos/loadDemos';

export interface ShownSource {
  code: string;
  html: string;
  language: 'jsx' | 'tsx';
}

/** The code, its highlighted HTML and its language in `codeVariant`. */
export function sourceIn(loaded: DemoCode, codeVariant: CodeVariant): ShownSource {
  return codeVariant === 'JS'
    ? { code: loaded.jsCode, html: loaded.jsHtml, language: 'jsx' }
    : { code: loaded.tsCode, html: loaded.tsHtml, language: 'tsx' };
}

/** What a sandbox opener needs: the demo's source, files and versions in `codeVariant`. */
export function sandboxDemoOf(
  demo: { name: string; id: string; styling: SandboxStyling; pageUrl: string },
  loaded: DemoCode,
  codeVariant: CodeVariant,
): SandboxDemo {
  return {
    name: demo.name,
    id: demo.id,
    code: sourceIn(loaded, codeVariant).code,
    language: codeVariant,
    styling: demo.styling,
    versions: loaded.versions,
    modules: loaded.modules.map((module) => ({
      specifier: module.specifier,
      path: module.path,
      code: codeVariant === 'JS' ? module.jsCode : module.tsCode,
    })),
    pageUrl: demo.pageUrl,
  };
}
