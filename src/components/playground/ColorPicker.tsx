/**
 * One palette colour of the playground: a hue and shade from @mui/material/colors apply at once;
 * a hex value applies on Enter or `Apply`, and is refused with a message beside the field.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { findHueShade, parseHexInput } from '@/core/colorInput';
import { COLOR_SCALES, DEFAULT_SHADE, HUES, shadesOf } from './colorScales';

export interface ColorPickerProps {
  /** `Primary` or `Secondary`: names the controls (`Primary hue`, `Primary hex`, …). */
  label: string;
  /** The colour in use: the saved override, or the theme's default. */
  value: string;
  /** True when `value` is the theme's default rather than a choice. */
  isDefault: boolean;
  onChange: (hex: string) => void;
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 16,
        height: 16,
        borderRadius: '4px',
        border: 1,
        borderColor: 'divider',
        bgcolor: color,
        flexShrink: 0,
      }}
    />
  );
}

export default function ColorPicker({ label, value, isDefault, onChange }: ColorPickerProps) {
  const id = React.useId();
  const match = isDefault ? null : findHueShade(value, COLOR_SCALES);
  const [draft, setDraft] = React.useState(value);
  const [error, setError] = React.useState<string | null>(null);
  const hexInput = React.useRef<HTMLInputElement>(null);
  // Which of the two menus is open: a closed select must not point aria-controls at a listbox
  // that is not in the page.
  const [openMenu, setOpenMenu] = React.useState<'hue' | 'shade' | null>(null);
  const menuProps = (menu: 'hue' | 'shade') => ({
    displayEmpty: true,
    open: openMenu === menu,
    onOpen: () => setOpenMenu(menu),
    onClose: () => setOpenMenu(null),
    SelectDisplayProps: openMenu === menu ? {} : { 'aria-controls': undefined },
  });

  // A colour applied elsewhere (a hue, a reset, a reload) replaces what the field shows.
  React.useEffect(() => {
    setDraft(value);
    setError(null);
  }, [value]);

  const applyHex = () => {
    // What the field shows: text typed while the page was still hydrating is in the input but
    // never reached `draft`.
    const typed = hexInput.current?.value ?? draft;
    const result = parseHexInput(typed);
    if (result.ok) {
      setError(null);
      setDraft(result.value);
      onChange(result.value);
    } else {
      setDraft(typed);
      setError(result.message);
    }
  };

  const hue = match?.hue ?? '';
  const shade = match?.shade ?? '';

  return (
    <Stack spacing={1.5} sx={{ flex: 1, minWidth: 240 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Swatch color={value} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {isDefault ? 'default' : value}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          id={`${id}-hue`}
          label={`${label} hue`}
          value={hue}
          onChange={(event) => {
            const next = event.target.value;
            const nextShade = shade && COLOR_SCALES[next]?.[shade] ? shade : DEFAULT_SHADE;
            const hex = COLOR_SCALES[next]?.[nextShade];
            if (hex) {
              onChange(hex);
            }
          }}
          sx={{ flex: 1 }}
          SelectProps={menuProps('hue')}
          InputLabelProps={{ shrink: true }}
        >
          <MenuItem value="" disabled>
            {isDefault ? 'Default' : 'Custom'}
          </MenuItem>
          {HUES.map((name) => (
            <MenuItem key={name} value={name}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Swatch color={COLOR_SCALES[name][DEFAULT_SHADE]} />
                <span>{name}</span>
              </Stack>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          id={`${id}-shade`}
          label={`${label} shade`}
          value={shade}
          disabled={hue === ''}
          onChange={(event) => {
            const hex = COLOR_SCALES[hue]?.[event.target.value];
            if (hex) {
              onChange(hex);
            }
          }}
          sx={{ width: 120 }}
          SelectProps={menuProps('shade')}
          InputLabelProps={{ shrink: true }}
        >
          <MenuItem value="" disabled>
            —
          </MenuItem>
          {(hue ? shadesOf(hue) : []).map((name) => (
            <MenuItem key={name} value={name}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Swatch color={COLOR_SCALES[hue][name]} />
                <span>{name}</span>
              </Stack>
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        noValidate
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          applyHex();
        }}
      >
        <TextField
          size="small"
          id={`${id}-hex`}
          label={`${label} hex`}
          value={draft}
          error={error !== null}
          helperText={error ?? '#rgb or #rrggbb'}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          inputRef={hexInput}
          inputProps={{ spellCheck: false, autoComplete: 'off', maxLength: 64 }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" aria-label={`Apply ${label.toLowerCase()} hex`}>
          Apply
        </Button>
      </Stack>
    </Stack>
  );
}
