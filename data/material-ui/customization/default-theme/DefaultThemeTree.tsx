import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

type Node = { key: string; path: string; value: unknown };

/** Deeper than any key of the theme: guards against a reference cycle. */
const MAX_DEPTH = 8;

function childrenOf(value: unknown, path: string): Node[] {
  if (value === null || typeof value !== 'object') return [];
  if (path.split('.').length > MAX_DEPTH) return [];
  return Object.keys(value as Record<string, unknown>).map((key) => ({
    key,
    path: path ? `${path}.${key}` : key,
    value: (value as Record<string, unknown>)[key],
  }));
}

function matches(node: Node, filter: string): boolean {
  if (!filter || node.path.toLowerCase().includes(filter)) return true;
  return childrenOf(node.value, node.path).some((child) => matches(child, filter));
}

function Leaf({ node }: { node: Node }) {
  const { value } = node;
  const isColor = typeof value === 'string' && /^(#|rgba?\()/.test(value);
  const text =
    typeof value === 'function'
      ? 'function'
      : typeof value === 'string'
        ? JSON.stringify(value)
        : String(value);
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center' }}>
      <code>{node.key}:</code>
      {isColor ? (
        <Box
          component="span"
          sx={{ width: 12, height: 12, border: 1, borderColor: 'divider', borderRadius: 0.5 }}
          style={{ background: value as string }}
        />
      ) : null}
      <Typography
        component="span"
        variant="body2"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
      >
        {text}
      </Typography>
    </Box>
  );
}

function Branch({ node, filter }: { node: Node; filter: string }) {
  if (node.value === null || typeof node.value !== 'object') return <Leaf node={node} />;
  const children = childrenOf(node.value, node.path).filter((child) => matches(child, filter));
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <details open={filter.length > 1}>
        <summary>
          <code>{node.key}</code>{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {Array.isArray(node.value) ? `[${children.length}]` : `{${children.length}}`}
          </Typography>
        </summary>
        <Box component="ul" sx={{ pl: 2, my: 0 }}>
          {children.map((child) => (
            <Branch key={child.key} node={child} filter={filter} />
          ))}
        </Box>
      </details>
    </Box>
  );
}

export default function DefaultThemeTree() {
  const [dark, setDark] = React.useState(false);
  const [filter, setFilter] = React.useState('');
  const theme = React.useMemo(
    () => createTheme({ palette: { mode: dark ? 'dark' : 'light' } }),
    [dark],
  );
  const query = filter.trim().toLowerCase();
  const roots = childrenOf(theme, '').filter((node) => matches(node, query));
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <TextField
          size="small"
          label="Filter keys"
          placeholder="e.g. primary or h1"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <FormControlLabel
          control={<Switch checked={dark} onChange={(event) => setDark(event.target.checked)} />}
          label="palette.mode: dark"
        />
      </Box>
      <Box component="ul" sx={{ pl: 0, m: 0, maxHeight: 420, overflow: 'auto', fontSize: 14 }}>
        {roots.map((node) => (
          <Branch key={node.key} node={node} filter={query} />
        ))}
      </Box>
    </Box>
  );
}
