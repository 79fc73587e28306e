/**
 * A docs page's title with `Copy page` at its inline end: one flex row, so the button sits on the
 * same side before and after the scripts run in either direction (a float would be mirrored only
 * by the right-to-left style plugin, which arrives with the scripts).
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CopyPageButton from './CopyPageButton';

export default function PageTitleRow({ title, path }: { title: string; path: string }) {
  return (
    <Box
      className="page-title-row"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 1 }}
    >
      <Typography variant="h1" sx={{ flex: 1, minWidth: 0 }}>
        {title}
      </Typography>
      <CopyPageButton path={path} />
    </Box>
  );
}
