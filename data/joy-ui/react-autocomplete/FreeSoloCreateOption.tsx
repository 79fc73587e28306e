import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Add from '@mui/icons-material/Add';

interface Tag {
  label: string;
  isNew?: boolean;
}

const filter = createFilterOptions<Tag>();

export default function FreeSoloCreateOption() {
  const [tags, setTags] = React.useState<Tag[]>([
    { label: 'bug' },
    { label: 'docs' },
    { label: 'performance' },
  ]);
  const [value, setValue] = React.useState<Tag | null>(null);
  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>Tag</FormLabel>
      <Autocomplete<Tag, false, false, true>
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        options={tags}
        value={value}
        onChange={(_event, newValue) => {
          const label = typeof newValue === 'string' ? newValue : newValue?.label;
          if (!label) {
            setValue(null);
            return;
          }
          const existing = tags.find((tag) => tag.label === label);
          if (existing) {
            setValue(existing);
          } else {
            const created = { label };
            setTags((previous) => [...previous, created]);
            setValue(created);
          }
        }}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          if (typed !== '' && !options.some((option) => option.label === typed)) {
            filtered.push({ label: typed, isNew: true });
          }
          return filtered;
        }}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
        renderOption={(props, option) => (
          <AutocompleteOption {...props} key={option.isNew ? `new-${option.label}` : option.label}>
            {option.isNew && (
              <ListItemDecorator>
                <Add />
              </ListItemDecorator>
            )}
            {option.isNew ? `Create "${option.label}"` : option.label}
          </AutocompleteOption>
        )}
      />
    </FormControl>
  );
}
