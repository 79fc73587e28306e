import * as React from 'react';
import useAutocomplete from '@mui/material/useAutocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CheckIcon from '@mui/icons-material/Check';

const toppings = [
  'Basil',
  'Capers',
  'Garlic',
  'Mushrooms',
  'Olives',
  'Onion',
  'Peppers',
  'Pineapple',
];

export default function CustomizedHook() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    focused,
    setAnchorEl,
  } = useAutocomplete({
    id: 'customized-hook-toppings',
    multiple: true,
    defaultValue: ['Basil'],
    options: toppings,
  });

  return (
    <Box sx={{ position: 'relative', width: 300, maxWidth: '100%' }}>
      <div {...getRootProps()}>
        <Box component="label" {...getInputLabelProps()} sx={{ display: 'block', mb: 0.5 }}>
          Toppings
        </Box>
        <Box
          ref={setAnchorEl}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            p: 0.5,
            border: 1,
            borderRadius: 1,
            borderColor: focused ? 'primary.main' : 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {value.map((option, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return <Chip key={key} size="small" label={option} {...tagProps} />;
          })}
          <Box
            component="input"
            {...getInputProps()}
            sx={{
              flex: 1,
              minWidth: 60,
              border: 0,
              outline: 0,
              p: 0.5,
              font: 'inherit',
              color: 'text.primary',
              bgcolor: 'transparent',
            }}
          />
        </Box>
      </div>
      {groupedOptions.length > 0 ? (
        <Box
          component="ul"
          {...getListboxProps()}
          sx={{
            position: 'absolute',
            zIndex: 1,
            width: '100%',
            m: 0,
            p: 0,
            listStyle: 'none',
            maxHeight: 220,
            overflow: 'auto',
            bgcolor: 'background.paper',
            boxShadow: 3,
            borderRadius: 1,
            '& li': { display: 'flex', justifyContent: 'space-between', px: 1.5, py: 0.75 },
            '& li[aria-selected="true"]': { fontWeight: 600 },
            '& li.Mui-focused': { bgcolor: 'action.hover', cursor: 'pointer' },
            '& li svg': { visibility: 'hidden' },
            '& li[aria-selected="true"] svg': { visibility: 'visible', color: 'primary.main' },
          }}
        >
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index }) as ReturnType<
              typeof getOptionProps
            > & { key: React.Key };
            return (
              <li key={key} {...optionProps}>
                <span>{option}</span>
                <CheckIcon fontSize="small" />
              </li>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
