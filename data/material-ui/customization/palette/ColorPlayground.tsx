// The colour playground changes this documentation site's own theme, so it uses the site's code
// (src/components/playground/ColorPlayground.tsx) rather than code you would copy. To use the
// colours you pick in your app, copy the `createTheme` call that the playground prints.
import ColorPlaygroundTool from '@/components/playground/ColorPlayground';

export default function ColorPlayground() {
  return <ColorPlaygroundTool />;
}
