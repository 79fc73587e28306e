import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const metals = ['Copper', 'Gold', 'Iron', 'Silver', 'Tin', 'Zinc'];

export default function Sizes() {
  return (
    <Stack spacing={3} sx={{ width: 320, maxWidth: '100%' }}>
      <Autocomplete
        size="small"
        options={metals}
        defaultValue="Gold"
        renderInput={(params) => <TextField {...params} label="Small" />}
      />
      <Autocomplete
        multiple
        size="small"
        options={metals}
        defaultValue={['Iron', 'Tin']}
        renderTags={(value, getTagProps) =>
          value.map((metal, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return <Chip key={key} size="small" label={metal} {...tagProps} />;
          })
        }
        renderInput={(params) => <TextField {...params} label="Small, multiple" variant="filled" />}
      />
      <Autocomplete
        options={metals}
        defaultValue="Copper"
        renderInput={(params) => (
          <TextField {...params} label="Medium (default)" variant="standard" />
        )}
      />
    </Stack>
  );
}
