import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
type Shade = (typeof SHADES)[number];
type Scale = Record<Shade, string>;
type Color = 'primary' | 'neutral' | 'danger' | 'success' | 'warning';

/** Mixes two #rrggbb colours; weight 0 gives `a`, 1 gives `b`. */
function mix(a: string, b: string, weight: number): string {
  const channel = (hex: string, index: number) =>
    parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(a, index) * (1 - weight) + channel(b, index) * weight)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`.toUpperCase();
}

/** A ten-step scale around a main colour placed at 500: lighter towards 50, darker towards 900. */
function scaleFrom(main: string): Scale {
  const lighter = [0.95, 0.86, 0.7, 0.5, 0.25];
  const darker = [0.18, 0.36, 0.54, 0.7];
  return {
    '50': mix(main, '#FFFFFF', lighter[0]),
    '100': mix(main, '#FFFFFF', lighter[1]),
    '200': mix(main, '#FFFFFF', lighter[2]),
    '300': mix(main, '#FFFFFF', lighter[3]),
    '400': mix(main, '#FFFFFF', lighter[4]),
    '500': main.toUpperCase(),
    '600': mix(main, '#000000', darker[0]),
    '700': mix(main, '#000000', darker[1]),
    '800': mix(main, '#000000', darker[2]),
    '900': mix(main, '#000000', darker[3]),
  };
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function codeFor(color: Color, scale: Scale): string {
  const lines = SHADES.map((shade) => `          ${shade}: '${scale[shade]}',`).join('\n');
  return `import { extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  colorSchemes: {
    light: {
      palette: {
        ${color}: {
${lines}
        },
      },
    },
    dark: {
      palette: {
        ${color}: {
${lines}
        },
      },
    },
  },
});

export default theme;`;
}

export default function ThemeBuilder() {
  const [color, setColor] = React.useState<Color>('primary');
  const [main, setMain] = React.useState('#7B2CBF');
  const [draft, setDraft] = React.useState('#7B2CBF');
  const [listboxOpen, setListboxOpen] = React.useState(false);
  const listboxId = React.useId();
  const scale = React.useMemo(() => scaleFrom(main), [main]);
  const theme = React.useMemo(
    () =>
      extendTheme({
        colorSchemes: {
          light: { palette: { [color]: scale } },
          dark: { palette: { [color]: scale } },
        },
      }),
    [color, scale],
  );
  const code = codeFor(color, scale);
  const [copied, setCopied] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl>
          <FormLabel>Palette colour</FormLabel>
          <Select
            value={color}
            onChange={(_event, value) => value && setColor(value)}
            listboxId={listboxId}
            listboxOpen={listboxOpen}
            onListboxOpenChange={setListboxOpen}
            // The listbox is only in the page while open: the button references it only then.
            slotProps={{ button: { 'aria-controls': listboxOpen ? listboxId : undefined } }}
            sx={{ minWidth: 160 }}
          >
            {(['primary', 'neutral', 'danger', 'success', 'warning'] as const).map((name) => (
              <Option key={name} value={name}>
                {name}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl error={!HEX.test(draft)}>
          <FormLabel>Main shade (500)</FormLabel>
          <Input
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (HEX.test(event.target.value)) setMain(event.target.value);
            }}
            startDecorator={
              <input
                type="color"
                aria-label="Pick the main shade"
                value={main}
                onChange={(event) => {
                  setMain(event.target.value);
                  setDraft(event.target.value.toUpperCase());
                }}
                style={{ width: 28, height: 28, border: 0, padding: 0, background: 'none' }}
              />
            }
          />
        </FormControl>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(10, 1fr)', gap: 0.5 }}>
        {SHADES.map((shade) => (
          <Box key={shade} sx={{ textAlign: 'center' }}>
            <Box sx={{ height: 32, borderRadius: '4px' }} style={{ background: scale[shade] }} />
            <Typography level="body-xs">{shade}</Typography>
          </Box>
        ))}
      </Box>
      <CssVarsProvider
        theme={theme}
        disableNestedContext
        colorSchemeSelector="[data-builder-preview]"
        attribute="data-builder-scheme"
        modeStorageKey="demo-theme-builder-mode"
      >
        <Card variant="outlined" data-builder-preview="" sx={{ gap: 1.5 }}>
          <Typography level="title-md">Preview with your {color} palette</Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {(['solid', 'soft', 'outlined', 'plain'] as const).map((variant) => (
              <Button key={variant} variant={variant} color={color}>
                {variant}
              </Button>
            ))}
            <Chip color={color} variant="soft">
              Chip
            </Chip>
          </Stack>
        </Card>
      </CssVarsProvider>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 2,
            borderRadius: 'sm',
            bgcolor: 'neutral.900',
            color: 'neutral.50',
            fontSize: 'xs',
            overflow: 'auto',
            maxHeight: 280,
          }}
        >
          <code>{code}</code>
        </Box>
        <Button
          size="sm"
          variant="soft"
          sx={{ position: 'absolute', top: 8, right: 8 }}
          onClick={() => {
            void navigator.clipboard?.writeText(code).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy code'}
        </Button>
      </Box>
    </Stack>
  );
}
