/**
 * The colour playground of Material UI's palette page: primary and secondary colours applied to
 * the whole site at once through the theme reducer's CHANGE action, kept in `mui-palette-colors`
 * by ThemeStateProvider, and undone by RESET_COLORS (docs/product-rules.md#theme-state-and-actions).
 */
import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { PaletteColors } from '@/core/themeState';
import { themeSnippet } from '@/core/colorInputSnippet';
import { useThemeState } from '@/providers/ThemeStateProvider';
import { defaultPaletteColor } from '@/theme/docsTheme';
import CodeBlock from '@/components/code/CodeBlock';
import ColorPicker from './ColorPicker';

const KEYS = [
  { key: 'primary', label: 'Primary' },
  { key: 'secondary', label: 'Secondary' },
] as const;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export default function ColorPlayground() {
  const { state, dispatch, paletteMode } = useThemeState();
  const colors = state.paletteColors;
  const changed = Object.keys(colors).length > 0;

  const setColor = (key: keyof PaletteColors, hex: string) => {
    dispatch({ type: 'CHANGE', payload: { paletteColors: { ...colors, [key]: hex } } });
  };
  const snippet = themeSnippet(colors);

  return (
    <Stack spacing={3} aria-label="Colour playground" role="group">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        {KEYS.map(({ key, label }) => (
          <ColorPicker
            key={key}
            label={label}
            value={colors[key] ?? defaultPaletteColor(key, paletteMode)}
            isDefault={colors[key] === undefined}
            onChange={(hex) => setColor(key, hex)}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained">Primary</Button>
        <Button variant="contained" color="secondary">
          Secondary
        </Button>
        <Chip label="Chip" color="primary" />
        <FormControlLabel control={<Checkbox defaultChecked />} label="Checkbox" />
        <FormControlLabel control={<Switch defaultChecked color="secondary" />} label="Switch" />
        <Slider defaultValue={40} aria-label="Sample slider" sx={{ width: 120 }} />
        <Link href="#palette-colours">A link</Link>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          color="secondary"
          disabled={!changed}
          onClick={() => dispatch({ type: 'RESET_COLORS' })}
        >
          Reset colours
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {changed
            ? 'Your colours apply to the whole site and are kept on this device.'
            : 'The site uses its default colours.'}
        </Typography>
      </Stack>
      <CodeBlock
        code={snippet}
        html={`<pre><code>${escapeHtml(snippet)}</code></pre>`}
        language="tsx"
      />
    </Stack>
  );
}
