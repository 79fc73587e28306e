import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

interface Book {
  title: string;
  year: number;
  inputValue?: string;
}

const filter = createFilterOptions<Book>();

export default function CreateOptionDialog() {
  const [books, setBooks] = React.useState<Book[]>([
    { title: 'Things Fall Apart', year: 1958 },
    { title: 'One Hundred Years of Solitude', year: 1967 },
    { title: 'Beloved', year: 1987 },
  ]);
  const [value, setValue] = React.useState<Book | null>(null);
  const [draft, setDraft] = React.useState<{ title: string; year: string } | null>(null);

  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    const book = { title: draft.title, year: Number(draft.year) || 0 };
    setBooks((previous) => [...previous, book]);
    setValue(book);
    setDraft(null);
  };

  return (
    <React.Fragment>
      <FormControl sx={{ width: 300, maxWidth: '100%' }}>
        <FormLabel>Book</FormLabel>
        <Autocomplete<Book, false, false, true>
          freeSolo
          clearOnBlur
          selectOnFocus
          options={books}
          value={value}
          onChange={(_event, newValue) => {
            if (typeof newValue === 'string') {
              setDraft({ title: newValue, year: '' });
            } else if (newValue?.inputValue) {
              setDraft({ title: newValue.inputValue, year: '' });
            } else {
              setValue(newValue);
            }
          }}
          filterOptions={(options, state) => {
            const filtered = filter(options, state);
            if (state.inputValue !== '') {
              filtered.push({
                inputValue: state.inputValue,
                title: `Add "${state.inputValue}"`,
                year: 0,
              });
            }
            return filtered;
          }}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.title)}
        />
      </FormControl>
      <Modal open={draft !== null} onClose={() => setDraft(null)}>
        <ModalDialog>
          <DialogTitle>Add a book</DialogTitle>
          <form onSubmit={save}>
            <Stack spacing={2}>
              <FormControl>
                <FormLabel>Title</FormLabel>
                <Input
                  autoFocus
                  value={draft?.title ?? ''}
                  onChange={(event) => setDraft((d) => d && { ...d, title: event.target.value })}
                />
              </FormControl>
              <FormControl>
                <FormLabel>Year</FormLabel>
                <Input
                  type="number"
                  value={draft?.year ?? ''}
                  onChange={(event) => setDraft((d) => d && { ...d, year: event.target.value })}
                />
              </FormControl>
              <Button type="submit">Add</Button>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
