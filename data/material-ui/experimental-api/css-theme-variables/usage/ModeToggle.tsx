import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  experimental_extendTheme as extendTheme,
  useColorScheme,
} from '@mui/material/styles';

const theme = extendTheme({ cssVarPrefix: 'demo-mui' });

function Toggle() {
  const { mode, setMode } = useColorScheme();
  return (
    <Card
      variant="outlined"
      sx={{
        maxWidth: 360,
        bgcolor: 'var(--demo-mui-palette-background-paper)',
        color: 'var(--demo-mui-palette-text-primary)',
      }}
    >
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Mode: {mode ?? '…'}
        </Typography>
        <Stack direction="row" spacing={1}>
          {(['light', 'dark', 'system'] as const).map((value) => (
            <Button
              key={value}
              variant={mode === value ? 'contained' : 'outlined'}
              onClick={() => setMode(value)}
            >
              {value}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function ModeToggle() {
  const [node, setNode] = React.useState<HTMLElement | null>(null);
  return (
    <div ref={setNode} data-demo-vars-root="">
      {node ? (
        <CssVarsProvider
          theme={theme}
          colorSchemeNode={node}
          colorSchemeSelector="[data-demo-vars-root]"
          attribute="data-demo-vars-scheme"
          modeStorageKey="demo-mui-vars-mode"
          disableNestedContext
        >
          <Toggle />
        </CssVarsProvider>
      ) : null}
    </div>
  );
}
