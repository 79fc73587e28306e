import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Tag {
  name: string;
  /** Set on the extra option that offers to create what was typed. */
  create?: boolean;
}

const filter = createFilterOptions<Tag>();

export default function CreatableOption() {
  const [tags, setTags] = React.useState<Tag[]>([
    { name: 'design' },
    { name: 'frontend' },
    { name: 'research' },
  ]);
  const [value, setValue] = React.useState<Tag | null>(null);

  return (
    <Autocomplete
      sx={{ width: 300, maxWidth: '100%' }}
      value={value}
      onChange={(_event, next) => {
        if (typeof next === 'string') {
          const tag = { name: next.trim() };
          if (tag.name && !tags.some((t) => t.name === tag.name)) setTags([...tags, tag]);
          setValue(tag.name ? tag : null);
        } else if (next?.create) {
          const tag = { name: next.name };
          setTags([...tags, tag]);
          setValue(tag);
        } else {
          setValue(next);
        }
      }}
      filterOptions={(options, params) => {
        const filtered = filter(options, params);
        const typed = params.inputValue.trim();
        if (typed && !options.some((option) => option.name === typed)) {
          filtered.push({ name: typed, create: true });
        }
        return filtered;
      }}
      options={tags}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props as React.HTMLAttributes<HTMLLIElement> & {
          key: React.Key;
        };
        return (
          <li key={key} {...optionProps}>
            {option.create ? `Create tag “${option.name}”` : option.name}
          </li>
        );
      }}
      selectOnFocus
      clearOnBlur
      handleHomeEndKeys
      freeSolo
      renderInput={(params) => <TextField {...params} label="Tag" />}
    />
  );
}
