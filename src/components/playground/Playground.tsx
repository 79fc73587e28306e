/**
 * The playground of a component page, loaded when its section comes into view: a control per
 * prop, the component in its area's theme, colour mode, direction and density (DemoThemeScope),
 * and the JSX of the choice with Copy and Reset. The choice lives in the address's hash
 * (src/core/playgroundHash.ts), so it can be shared.
 */
import * as React from 'react';
import '@/providers/strings/demoStrings';
import { interpolate } from '@/core/i18n';
import {
  playgroundJsx,
  playgroundProps,
  withValue,
  type PlaygroundSpec,
  type PlaygroundState,
} from '@/core/playground';
import { isPlaygroundHash, parsePlaygroundHash, playgroundHash } from '@/core/playgroundHash';
import { useTranslate } from '@/providers/UserLanguageProvider';
import DemoThemeScope from '@/components/docs/DemoThemeScope';
import { COPIED_FEEDBACK_MS, copyText } from '@/components/code/copyText';
import PlaygroundControls from './PlaygroundControls';
import PlaygroundErrorBoundary from './PlaygroundErrorBoundary';
import type { PlaygroundModule } from './playgroundModule';
import styles from './Playground.module.css';

interface Props {
  spec: PlaygroundSpec;
  module: PlaygroundModule;
  sectionRef: React.RefObject<HTMLElement>;
}

/** The state the address holds, read once the playground mounts and on every hash change. */
function usePlaygroundState(
  spec: PlaygroundSpec,
  sectionRef: React.RefObject<HTMLElement>,
): [PlaygroundState, (next: PlaygroundState) => void] {
  const [state, setState] = React.useState<PlaygroundState>(() =>
    parsePlaygroundHash(window.location.hash, spec.controls),
  );
  React.useEffect(() => {
    if (isPlaygroundHash(window.location.hash)) {
      sectionRef.current?.scrollIntoView({ block: 'start' });
    }
    const onHashChange = () => {
      // The bare `#playground` (the heading's anchor, the table of contents) keeps the choice.
      if (isPlaygroundHash(window.location.hash) && window.location.hash.includes('?')) {
        setState(parsePlaygroundHash(window.location.hash, spec.controls));
      }
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [spec, sectionRef]);
  const update = React.useCallback(
    (next: PlaygroundState) => {
      setState(next);
      const hash = playgroundHash(next, spec.controls);
      window.history.replaceState(window.history.state, '', hash);
    },
    [spec],
  );
  return [state, update];
}

export default function Playground({ spec, module, sectionRef }: Props) {
  const t = useTranslate();
  const [state, setState] = usePlaygroundState(spec, sectionRef);
  const [copied, setCopied] = React.useState(false);
  const code = playgroundJsx(spec, state);
  const hash = playgroundHash(state, spec.controls);
  const { children: text, ...props } = playgroundProps(spec, state);
  const { Component } = module;
  const children = typeof text === 'string' ? text : module.children;

  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    copyText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <div className={styles.playground} data-playground-component={spec.component}>
      <div
        // `demo-preview`: like a demo's, the controls in it are the library's (the layout gate).
        className={`demo-preview ${styles.preview}`}
        role="region"
        aria-label={interpolate(t('demo.playgroundPreview'), { name: spec.component })}
        data-playground-preview=""
      >
        <DemoThemeScope demoId={`${spec.area}/playground`}>
          <div className={styles.stage}>
            <PlaygroundErrorBoundary
              key={hash}
              message={(error) =>
                interpolate(t('demo.playgroundFailed'), {
                  name: spec.component,
                  message: error.message,
                })
              }
            >
              {children === null || children === undefined ? (
                <Component {...props} />
              ) : (
                <Component {...props}>{children}</Component>
              )}
            </PlaygroundErrorBoundary>
          </div>
        </DemoThemeScope>
      </div>
      <PlaygroundControls
        spec={spec}
        state={state}
        label={interpolate(t('demo.playgroundControls'), { name: spec.component })}
        unsetLabel={t('demo.playgroundUnset')}
        onChange={(control, value) => setState(withValue(state, control, value))}
      />
      <div className={styles.codeBox}>
        <pre
          className={styles.code}
          role="region"
          aria-label={t('demo.playgroundCode')}
          tabIndex={0}
          data-playground-code=""
        >
          <code>{code}</code>
        </pre>
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={copy}>
            {t('demo.playgroundCopy')}
          </button>
          <button type="button" className={styles.action} onClick={() => setState({})}>
            {t('demo.playgroundReset')}
          </button>
          <span role="status" className={styles.status}>
            {copied ? t('demo.playgroundCopied') : ''}
          </span>
        </div>
      </div>
    </div>
  );
}
