import * as React from 'react';
import Card from '@mui/joy/Card';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, useColorScheme } from '@mui/joy/styles';

type Mode = 'light' | 'dark' | 'system';

function ModeSelect() {
  const { mode, setMode } = useColorScheme();
  return (
    <Card variant="outlined" sx={{ maxWidth: 320, gap: 1.5 }}>
      <Typography level="title-md">Colour scheme</Typography>
      <Select
        aria-label="Mode"
        value={mode ?? null}
        onChange={(_event, value) => value && setMode(value as Mode)}
      >
        <Option value="system">System</Option>
        <Option value="light">Light</Option>
        <Option value="dark">Dark</Option>
      </Select>
      <Typography level="body-sm">
        The card reads <code>--joy-palette-background-surface</code>; only the variables change.
      </Typography>
    </Card>
  );
}

export default function ModeSwitcher() {
  const [node, setNode] = React.useState<HTMLElement | null>(null);
  return (
    <div ref={setNode} data-demo-scheme-root="">
      {node ? (
        <CssVarsProvider
          colorSchemeNode={node}
          colorSchemeSelector="[data-demo-scheme-root]"
          modeStorageKey="demo-joy-mode"
          disableNestedContext
        >
          <ModeSelect />
        </CssVarsProvider>
      ) : null}
    </div>
  );
}
