import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

const query = '(min-width:600px)';

export default function ServerSideMediaQuery() {
  // On the server and during hydration, each hook returns its defaultMatches value.
  const guessWide = useMediaQuery(query, { defaultMatches: true });
  const guessNarrow = useMediaQuery(query);
  return (
    <Stack spacing={1}>
      <Typography>
        With <code>defaultMatches: true</code>: <b>{String(guessWide)}</b>
      </Typography>
      <Typography>
        With the default (<code>false</code>): <b>{String(guessNarrow)}</b>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Both show the real answer once the page is hydrated; reload with JavaScript disabled to see
        the guesses.
      </Typography>
    </Stack>
  );
}
