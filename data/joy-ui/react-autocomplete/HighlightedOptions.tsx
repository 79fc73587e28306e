import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

const INSTRUMENTS = [
  'Accordion',
  'Bassoon',
  'Cello',
  'Clarinet',
  'Double bass',
  'Harp',
  'Oboe',
  'Viola',
];

/** Splits `text` around every case-insensitive occurrence of `query`. */
function splitByQuery(text: string, query: string): { part: string; match: boolean }[] {
  if (!query) return [{ part: text, match: false }];
  const parts: { part: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  const needle = query.toLowerCase();
  let from = 0;
  let at = lower.indexOf(needle, from);
  while (at !== -1) {
    if (at > from) parts.push({ part: text.slice(from, at), match: false });
    parts.push({ part: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
    at = lower.indexOf(needle, from);
  }
  if (from < text.length) parts.push({ part: text.slice(from), match: false });
  return parts;
}

export default function HighlightedOptions() {
  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>Instrument</FormLabel>
      <Autocomplete
        options={INSTRUMENTS}
        renderOption={(props, option, { inputValue }) => (
          <AutocompleteOption {...props} key={option}>
            <Typography level="inherit">
              {splitByQuery(option, inputValue).map(({ part, match }, index) => (
                <Typography
                  key={index}
                  component="span"
                  sx={match ? { fontWeight: 'lg', color: 'primary.plainColor' } : undefined}
                >
                  {part}
                </Typography>
              ))}
            </Typography>
          </AutocompleteOption>
        )}
      />
    </FormControl>
  );
}
