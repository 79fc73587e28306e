import * as React from 'react';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { extendTheme } from '@mui/joy/styles';

type Node = { key: string; path: string; value: unknown };

function describe(value: unknown): string {
  if (typeof value === 'function') return 'function';
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

/** Deeper than any token of the theme: guards against a reference cycle. */
const MAX_DEPTH = 8;

function childrenOf(value: unknown, path: string): Node[] {
  if (value === null || typeof value !== 'object') return [];
  if (path.split('.').length > MAX_DEPTH) return [];
  return Object.keys(value as Record<string, unknown>)
    .sort()
    .map((key) => ({
      key,
      path: path ? `${path}.${key}` : key,
      value: (value as Record<string, unknown>)[key],
    }));
}

function matches(node: Node, filter: string): boolean {
  if (!filter) return true;
  if (node.path.toLowerCase().includes(filter)) return true;
  return childrenOf(node.value, node.path).some((child) => matches(child, filter));
}

function TreeNode({ node, filter }: { node: Node; filter: string }) {
  const children = childrenOf(node.value, node.path).filter((child) => matches(child, filter));
  const isColor = typeof node.value === 'string' && /^(#|rgba?\()/.test(node.value);
  if (node.value !== null && typeof node.value === 'object') {
    return (
      <Box component="li" sx={{ listStyle: 'none' }}>
        <details open={filter.length > 1}>
          <summary>
            <code>{node.key}</code>
            <Typography component="span" level="body-xs" sx={{ ml: 1 }}>
              {Array.isArray(node.value) ? `[${children.length}]` : `{${children.length}}`}
            </Typography>
          </summary>
          <Box component="ul" sx={{ pl: 2, my: 0 }}>
            {children.map((child) => (
              <TreeNode key={child.key} node={child} filter={filter} />
            ))}
          </Box>
        </details>
      </Box>
    );
  }
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center' }}>
      <code>{node.key}:</code>
      {isColor ? (
        <Box
          component="span"
          sx={{
            width: 12,
            height: 12,
            borderRadius: '2px',
            border: '1px solid',
            borderColor: 'neutral.outlinedBorder',
          }}
          style={{ background: node.value as string }}
        />
      ) : null}
      <Typography
        component="span"
        level="body-sm"
        sx={{ fontFamily: 'code', wordBreak: 'break-all' }}
      >
        {describe(node.value)}
      </Typography>
    </Box>
  );
}

export default function DefaultThemeTree() {
  const theme = React.useMemo(() => extendTheme(), []);
  const [filter, setFilter] = React.useState('');
  const query = filter.trim().toLowerCase();
  const roots = childrenOf(theme, '').filter((node) => node.key !== 'vars' && matches(node, query));
  return (
    <Box>
      <Input
        placeholder="Filter keys, e.g. primary.500 or fontSize"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        slotProps={{ input: { 'aria-label': 'Filter theme keys' } }}
        sx={{ mb: 1.5, maxWidth: 360 }}
      />
      <Box component="ul" sx={{ pl: 0, m: 0, maxHeight: 420, overflow: 'auto', fontSize: 'sm' }}>
        {roots.map((node) => (
          <TreeNode key={node.key} node={node} filter={query} />
        ))}
      </Box>
    </Box>
  );
}
