import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function CheckboxesTags() {
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      sx={{ width: 340, maxWidth: '100%' }}
      options={days}
      defaultValue={['Monday', 'Thursday']}
      renderTags={(value, getTagProps) =>
        value.map((day, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return <Chip key={key} size="small" label={day.slice(0, 3)} {...tagProps} />;
        })
      }
      renderOption={(props, day, { selected }) => {
        const { key, ...optionProps } = props as React.HTMLAttributes<HTMLLIElement> & {
          key: React.Key;
        };
        return (
          <li key={key} {...optionProps}>
            <Checkbox
              icon={<CheckBoxOutlineBlankIcon fontSize="small" />}
              checkedIcon={<CheckBoxIcon fontSize="small" />}
              sx={{ mr: 1 }}
              checked={selected}
              tabIndex={-1}
              inputProps={{ 'aria-hidden': true }}
            />
            {day}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Opening days" />}
    />
  );
}
