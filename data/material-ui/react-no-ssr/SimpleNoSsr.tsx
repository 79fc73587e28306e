import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';

function BrowserDetails() {
  // The server and the visitor's browser usually disagree on these values, so
  // rendering them on the server would cause a hydration mismatch.
  const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return (
    <Box>
      Your browser reports the locale {locale} and the time zone {timeZone}.
    </Box>
  );
}

export default function SimpleNoSsr() {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ mb: 1 }}>Rendered on the server and in the browser.</Box>
      <NoSsr fallback={<Skeleton width={280} />}>
        <BrowserDetails />
      </NoSsr>
    </Box>
  );
}
