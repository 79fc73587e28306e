import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { books } from './books';

const titles = books.map((book) => book.title);

export default function LimitTags() {
  return (
    <Autocomplete
      multiple
      limitTags={2}
      sx={{ width: 340, maxWidth: '100%' }}
      options={titles}
      defaultValue={titles.slice(3, 7)}
      renderTags={(value, getTagProps) =>
        value.map((title, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return <Chip key={key} size="small" label={title} {...tagProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label="Reading list" />}
    />
  );
}
