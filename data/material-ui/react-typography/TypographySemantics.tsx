import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function TypographySemantics() {
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 420 }}>
      <Typography variant="overline" color="primary.main">
        Release notes
      </Typography>
      {/* An h2 in the document outline, styled like an h5 */}
      <Typography variant="h5" component="h2" gutterBottom>
        Version 2.4 is available
      </Typography>
      <Typography variant="body2" color="text.secondary" paragraph>
        This update brings faster start-up times, a redesigned settings screen and many small fixes
        reported by the community.
      </Typography>
      <Box sx={{ width: 240 }}>
        <Typography variant="body2" noWrap title="release-2.4.0-final-build-artifacts.zip">
          release-2.4.0-final-build-artifacts.zip
        </Typography>
      </Box>
      <Typography variant="caption" component="p" align="right" color="text.secondary">
        Published on 17 April 2024
      </Typography>
    </Paper>
  );
}
