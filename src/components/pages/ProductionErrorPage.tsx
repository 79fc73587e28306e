/**
 * /production-error/?code=N&args[]=…: the full message of a minified production error. Everything
 * from the URL is shown as text, never as markup.
 */
import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductionErrorProps } from '@/content/pages/productionErrorPage';
import type { ShellData } from '@/content/pages/shellData';
import { MuiScope } from '@/components/layout/muiScope';
import AreaLayout from '@/components/layout/AreaLayout';
import { decodeProductionError, type DecodedError } from './decodeProductionError';

export default function ProductionErrorPage({
  language,
  path,
  title,
  description,
  version,
  errorCodes,
  versions,
}: ProductionErrorProps & ShellData) {
  const [decoded, setDecoded] = React.useState<DecodedError | null>(null);
  React.useEffect(() => {
    setDecoded(decodeProductionError(window.location.search, errorCodes));
  }, [errorCodes]);

  return (
    <AreaLayout
      language={language}
      path={path}
      title={title}
      description={description}
      versions={versions}
      noIndex
    >
      <MuiScope>
        <Box sx={{ maxWidth: 860, mx: 'auto' }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Typography sx={{ mb: 3 }}>
            To keep bundles small, production builds of MUI v{version} throw errors with a code
            instead of the full message. This page turns the code back into the message.
          </Typography>
          {decoded === null ? null : decoded.kind === 'message' ? (
            <Box component="section" aria-labelledby="decoded-title">
              <Typography id="decoded-title" variant="h2" sx={{ mb: 1 }}>
                Error {decoded.code}
              </Typography>
              <Box
                component="pre"
                data-testid="decoded-error"
                sx={{
                  whiteSpace: 'pre-wrap',
                  p: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              >
                {decoded.message}
              </Box>
            </Box>
          ) : (
            <Alert severity={decoded.kind === 'none' ? 'info' : 'warning'}>{decoded.message}</Alert>
          )}
          <Typography variant="h2" sx={{ mt: 4, mb: 1 }}>
            Error codes of v{version}
          </Typography>
          <Box
            component="table"
            sx={{
              width: '100%',
              borderCollapse: 'collapse',
              '& th, & td': {
                textAlign: 'start',
                verticalAlign: 'top',
                borderBottom: 1,
                borderColor: 'divider',
                py: 1,
                pr: 2,
              },
            }}
          >
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(errorCodes).map(([code, message]) => (
                <tr key={code} id={`code-${code}`}>
                  <th scope="row">{code}</th>
                  <td style={{ whiteSpace: 'pre-wrap' }}>{message}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </MuiScope>
    </AreaLayout>
  );
}
