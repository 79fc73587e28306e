import useAutocomplete from '@mui/material/useAutocomplete';
import Box from '@mui/material/Box';
import { books } from './books';

export default function UseAutocomplete() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
  } = useAutocomplete({
    id: 'use-autocomplete-novels',
    options: books,
    getOptionLabel: (book) => book.title,
  });

  return (
    <Box sx={{ position: 'relative', width: 260, maxWidth: '100%' }}>
      <div {...getRootProps()}>
        <Box component="label" {...getInputLabelProps()} sx={{ display: 'block', mb: 0.5 }}>
          Novel
        </Box>
        <Box
          component="input"
          {...getInputProps()}
          sx={{
            width: '100%',
            p: 1,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
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
            maxHeight: 200,
            overflow: 'auto',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            '& li': { px: 1, py: 0.5, cursor: 'pointer' },
            '& li.Mui-focused': { bgcolor: 'action.hover' },
          }}
        >
          {(groupedOptions as typeof books).map((book, index) => {
            const { key, ...optionProps } = getOptionProps({ option: book, index }) as ReturnType<
              typeof getOptionProps
            > & { key: React.Key };
            return (
              <li key={key} {...optionProps}>
                {book.title}
              </li>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
