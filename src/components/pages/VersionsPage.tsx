/** /versions/: the documented version of each product and older major versions. */
import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { VersionsPageProps } from '@/content/pages/versionsPage';
import type { ShellData } from '@/content/pages/shellData';
import { MuiScope } from '@/components/layout/muiScope';
import AreaLayout from '@/components/layout/AreaLayout';

export default function VersionsPage({
  language,
  path,
  title,
  description,
  products,
  versions,
}: VersionsPageProps & ShellData) {
  return (
    <AreaLayout
      language={language}
      path={path}
      title={title}
      description={description}
      versions={versions}
    >
      <MuiScope>
        <Box sx={{ maxWidth: 860, mx: 'auto' }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>{description}</Typography>
          <Box
            component="table"
            sx={{
              width: '100%',
              borderCollapse: 'collapse',
              '& th, & td': {
                textAlign: 'start',
                borderBottom: 1,
                borderColor: 'divider',
                py: 1,
                pr: 2,
              },
            }}
          >
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Package</th>
                <th scope="col">Documented version</th>
                <th scope="col">Earlier major versions</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.product}>
                  <th scope="row">{product.label}</th>
                  <td>
                    <code>{product.packageName}</code>
                  </td>
                  <td>v{product.version}</td>
                  <td>
                    {product.older.length === 0
                      ? 'None: this is the first major version'
                      : product.older.map((older, index) => (
                          <React.Fragment key={older.label}>
                            {index > 0 ? ', ' : null}
                            <Link href={older.url}>{older.label}</Link>
                          </React.Fragment>
                        ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </MuiScope>
    </AreaLayout>
  );
}
