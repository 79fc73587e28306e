/**
 * A live demo: the real component, and its source in the visitor's code language (JS or TS) and
 * styling (system, Tailwind, CSS). `#Name.js` / `#Name.tsx` links open the source in that language.
 * Pro and Premium demos run too: without a licence key, MUI X draws its own watermark over them.
 * The shown code is live: focusing or clicking it loads the editor (liveEdit/), whose edits the
 * demo renders. The marker's options (src/core/demoMarker.ts) set the box, the frame, the toolbar
 * and the code shown at first; a short preview of the JSX shows under most demos.
 */
import * as React from 'react';
import dynamic from 'next/dynamic';
import { interpolate } from '@/core/i18n';
import { localizePath } from '@/core/language';
import { EARLY_CLICK_ATTRIBUTE } from '@/theme/earlyClicks';
import { SEARCH_IGNORE_PROPS } from '@/core/searchMarkers';
import { DEMO_ATTRIBUTE } from './island/islandMarkup';
import type { DemoData } from '@/content/demos/loadDemos';
import { useCodePreferences } from '@/providers/CodePreferencesProvider';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import '@/providers/strings/demoStrings';
import '@/providers/strings/settingsStrings';
import { LiveDemo, demoFolderOf } from './DemoRegistryContext';
import { demoOptionsOf, type DemoOptions } from '@/core/demoMarker';
import { demoIssueUrl } from '@/core/demoPreview';
import { useCopyFeedback } from '@/components/code/useCopyFeedback';
import EditedDemo from './EditedDemo';
import { openInCodeSandbox } from './openInCodeSandbox';
import { demoBoxClassName, demoBoxStyle } from './demoBox';
import styles from './Demo.module.css';
import { useLiveEdit } from './liveEdit/useLiveEdit';
import CodeBlock from '@/components/code/CodeBlock';
import { pickDemoVariant } from './pickDemoVariant';
import type DemoThemeScope from './DemoThemeScope';
import DemoErrorBoundary from './DemoErrorBoundary';
import DemoToolbar from './DemoToolbar';
import DemoCodeArea from './DemoCodeArea';
import toolbarStyles from './DemoToolbar.module.css';
import ShellButton from '@/components/layout/ShellButton';
import { useHydrated } from '@/components/layout/useHydrated';
import { openInStackBlitz } from './openInStackBlitz';
import { useDemoCode } from './useDemoCode';
import { PREVIEW_ATTRIBUTE, choosePreview } from './previewFromPage';
import { sandboxDemoOf, sourceIn } from './demoSource';
import { useSourceHash } from './useSourceHash';

// Pro and Premium demos run inside the site's MUI X licence key: loaded only by pages that have one,
// and in the browser only (a commercial grid renders nothing useful on the server, and its licence
// check must not differ between the two renders).
const MuiXLicenseScope = dynamic(() => import('./MuiXLicenseScope'), { ssr: false });
// Framed demos bring an emotion cache of their own for the frame: loaded by pages that have one,
// in the browser only. The frame's content is written after it mounts in any case; rendered on the
// server, its chunk would have to be there at hydration, or React finds the markup changed.
const DemoIframe = dynamic(() => import('./DemoIframe'), { ssr: false });
/** The frame's height before it measures its content (DemoIframe's own first height). */
const FRAME_FIRST_HEIGHT = 150;

const STYLING_LABEL_KEYS = {
  system: 'settings.muiSystem',
  tailwind: 'settings.tailwind',
  css: 'settings.css',
} as const;

export default function Demo({
  demo,
  ThemeScope,
  options: markerOptions,
}: {
  demo: DemoData;
  /** DemoThemeScope, passed in by MarkdownContent (see there why it is not imported here). */
  ThemeScope: typeof DemoThemeScope;
  /** The options of the demo's marker; absent: the defaults. */
  options?: Partial<DemoOptions>;
}) {
  const t = useTranslate();
  const language = useUserLanguage();
  const options = demoOptionsOf(markerOptions);
  const { codeVariant, codeStyling, setCodeVariant } = useCodePreferences();
  const { styling, variant } = pickDemoVariant(demo, codeStyling);
  const [expanded, setExpanded] = React.useState(options.defaultCodeOpen);
  // Bumped by "Reset demo": a new key mounts the demo afresh, in its first state.
  const [resets, setResets] = React.useState(0);
  const {
    Editor,
    editing,
    draft,
    setDraft,
    edited,
    lastGood,
    runtimeError,
    setRuntimeError,
    editorFailed,
    startEditing: startLiveEdit,
    onComponent,
    onRendered,
    resetEdit,
  } = useLiveEdit();
  const codeButton = React.useRef<HTMLButtonElement>(null);
  const demoBox = React.useRef<HTMLDivElement>(null);
  const source = useCopyFeedback();
  const link = useCopyFeedback();
  // Pro and Premium demos mount after hydration. `ssr: false` alone is not enough: in the browser
  // next/dynamic renders at once when the chunk has already arrived, which it does for the second
  // such demo of a page when the first loaded it while the page was still hydrating in slices;
  // that demo then hydrated against the server's empty box (React errors 418 and 422).
  // Asked by licensed demos only: the answer changes after hydration, and that change is an urgent
  // render of the whole demo, which every other demo would pay for nothing.
  const hydrated = useHydrated(Boolean(demo.plan));

  useSourceHash(demo.anchor, setExpanded);

  const { code, failed, load } = useDemoCode(variant.code);
  // Shown code arrives from its file the first time (Show code, a `#Name.tsx` link, another styling).
  React.useEffect(() => {
    if (expanded && code === null) {
      load().catch((error: unknown) => console.error(error));
    }
  }, [expanded, code, load]);

  const openProject = async (open: typeof openInStackBlitz) => {
    // The reader's click allows the new tab for a few seconds: long enough to fetch the code.
    const loaded = await load();
    const pageUrl = window.location.href.split('#')[0];
    await open(
      sandboxDemoOf({ name: demo.name, id: variant.id, styling, pageUrl }, loaded, codeVariant),
    );
  };

  const startEditing = () => {
    if (!options.disableLiveEdit) {
      startLiveEdit();
    }
  };
  const reset = () => {
    setResets((count) => count + 1);
    resetEdit();
  };

  const report = React.useMemo(
    () => ({
      url: (message: string) =>
        demoIssueUrl(demo.report.newIssueUrl, {
          page: demo.report.page,
          demo: demo.name,
          message,
        }),
      label: t('demo.reportError'),
      failed: (message: string) => interpolate(t('demo.failed'), { name: demo.name, message }),
    }),
    [demo.report, demo.name, t],
  );

  // The same element while the demo, its edits and its resets are: a change of the code
  // preferences or of the toolbar re-renders this section, not the live demo with all its styled
  // components.
  const live = React.useMemo(() => {
    const original = <LiveDemo id={variant.id} />;
    const LastGood = lastGood;
    const content = edited ? (
      <EditedDemo
        component={edited}
        fallback={LastGood ? <LastGood /> : original}
        onError={setRuntimeError}
        onRendered={onRendered}
      />
    ) : (
      original
    );
    const scoped = <ThemeScope demoId={variant.id}>{content}</ThemeScope>;
    return (
      <DemoErrorBoundary key={`${variant.id}:${resets}`} name={demo.name} report={report}>
        {options.iframe ? (
          // The box keeps the frame's first height while its chunk loads.
          <div style={{ minHeight: options.height ?? FRAME_FIRST_HEIGHT }}>
            <DemoIframe
              title={interpolate(t('demo.frameTitle'), { name: demo.name })}
              height={options.height}
            >
              {scoped}
            </DemoIframe>
          </div>
        ) : (
          scoped
        )}
      </DemoErrorBoundary>
    );
  }, [
    variant.id,
    resets,
    demo.name,
    ThemeScope,
    edited,
    lastGood,
    onRendered,
    setRuntimeError,
    report,
    options.iframe,
    options.height,
    t,
  ]);

  const shown = code === null ? null : sourceIn(code, codeVariant);
  const draftCode = draft !== null && draft.language === codeVariant ? draft.code : null;
  const codeArea =
    expanded && shown !== null ? (
      <DemoCodeArea
        shown={shown}
        demoName={demo.name}
        folder={demoFolderOf(variant.id)}
        codeVariant={codeVariant}
        resets={resets}
        editable={!options.disableLiveEdit}
        Editor={Editor}
        editing={editing}
        draftCode={draftCode}
        setDraft={setDraft}
        onStartEditing={startEditing}
        onComponent={onComponent}
        runtimeError={runtimeError}
        onEscape={() => codeButton.current?.focus()}
      />
    ) : null;
  // The preview in the reader's language: the page's HTML shows one, the code file holds both.
  const previewChoice = choosePreview(variant.id, variant.preview, code, codeVariant);
  const preview = expanded ? null : previewChoice.shown;
  const previewNeedsCode = !expanded && previewChoice.needsCode;
  React.useEffect(() => {
    if (previewNeedsCode) {
      load().catch((error: unknown) => console.error(error));
    }
  }, [previewNeedsCode, load]);
  const anchorUrl = () => `${window.location.href.split('#')[0]}#${demo.anchor}`;

  return (
    <section
      id={demo.anchor}
      aria-label={demo.name}
      className={styles.demo}
      {...SEARCH_IGNORE_PROPS}
      {...{ [DEMO_ATTRIBUTE]: '' }}
    >
      {demo.plan ? (
        <p className={styles.plan}>
          <span data-plan={demo.plan} className={styles.badge}>
            {t(`badges.${demo.plan}`)}
          </span>
          <a href={localizePath('/x/introduction/licensing/', language)} className={styles.link}>
            {t('demo.licensing')}
          </a>
        </p>
      ) : null}
      {/* Positioned, as the demos assume: what a demo places absolutely (MUI X's licence
          watermark, over a Pro or Premium component) stays within its box. */}
      <div
        ref={demoBox}
        tabIndex={-1}
        className={`demo-preview ${demoBoxClassName(options)}`}
        style={demoBoxStyle(options)}
        data-bg={options.bg}
        data-framed={options.iframe ? '' : undefined}
      >
        {demo.plan ? hydrated ? <MuiXLicenseScope>{live}</MuiXLicenseScope> : null : live}
      </div>
      {styling !== codeStyling ? (
        <p className={styles.note}>
          {interpolate(t('demo.noStylingVariant'), {
            missing: t(STYLING_LABEL_KEYS[codeStyling]),
            shown: t(STYLING_LABEL_KEYS[styling]),
          })}
        </p>
      ) : null}
      {options.hideToolbar ? null : (
        <>
          <DemoToolbar
            demoId={variant.id}
            codeVariant={codeVariant}
            onCodeVariant={setCodeVariant}
            expanded={expanded}
            onToggleCode={() => setExpanded((value) => !value)}
            codeButtonRef={codeButton}
            onOpenStackBlitz={
              variant.openable
                ? () => {
                    openProject(openInStackBlitz).catch((error: unknown) => console.error(error));
                  }
                : undefined
            }
            onOpenCodeSandbox={
              variant.openable
                ? () => {
                    openProject(openInCodeSandbox).catch((error: unknown) => console.error(error));
                  }
                : undefined
            }
            onCopySource={() => {
              load().then(
                (loaded) => source.copy(draftCode ?? sourceIn(loaded, codeVariant).code),
                (error: unknown) => console.error(error),
              );
            }}
            sourceCopied={source.copied}
            onCopyLink={() => link.copy(anchorUrl())}
            linkCopied={link.copied}
            onResetFocus={() => demoBox.current?.focus()}
            onReset={reset}
            sourceUrl={variant.sourceUrl}
            onCodeWanted={() => {
              // Fetched ahead of the click; a failure shows when the reader does ask.
              load().catch(() => undefined);
            }}
          />
          {preview ? (
            <div
              className="demo-code-preview"
              {...{ [PREVIEW_ATTRIBUTE]: variant.id, [EARLY_CLICK_ATTRIBUTE]: '' }}
            >
              <CodeBlock {...preview} />
              <ShellButton
                type="button"
                size="small"
                className={toolbarStyles.expandPreview}
                aria-expanded={false}
                onClick={() => setExpanded(true)}
                onPointerEnter={() => load().catch(() => undefined)}
                data-ga-event-category="demo"
                data-ga-event-action="expand-preview"
                data-ga-event-label={variant.id}
              >
                {t('demo.expandCode')}
              </ShellButton>
            </div>
          ) : null}
          {codeArea}
          {editorFailed ? (
            <p role="alert" className={styles.alert}>
              {editorFailed}
            </p>
          ) : null}
          {expanded && failed ? (
            <p role="alert" className={styles.alert}>
              {t('demo.codeUnavailable')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
