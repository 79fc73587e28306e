import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface Contact {
  name: string;
  email: string;
  /** The typed text, on the extra option that opens the dialog. */
  draft?: string;
}

const filter = createFilterOptions<Contact>();

export default function CreatableDialog() {
  const [contacts, setContacts] = React.useState<Contact[]>([
    { name: 'Ada Park', email: 'ada@example.com' },
    { name: 'Bo Lindqvist', email: 'bo@example.com' },
  ]);
  const [value, setValue] = React.useState<Contact | null>(null);
  const [draft, setDraft] = React.useState<Contact | null>(null);

  const close = () => setDraft(null);
  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    setContacts([...contacts, draft]);
    setValue(draft);
    close();
  };

  return (
    <React.Fragment>
      <Autocomplete
        sx={{ width: 300, maxWidth: '100%' }}
        value={value}
        onChange={(_event, next) => {
          if (next?.draft !== undefined) {
            setDraft({ name: next.draft, email: '' });
          } else {
            setValue(next);
          }
        }}
        options={contacts}
        filterOptions={(options, params) => {
          const filtered = filter(options, params);
          if (params.inputValue.trim()) {
            filtered.push({ name: '', email: '', draft: params.inputValue.trim() });
          }
          return filtered;
        }}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, current) => option.email === current.email}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props as React.HTMLAttributes<HTMLLIElement> & {
            key: React.Key;
          };
          return (
            <li key={option.draft === undefined ? key : 'new-contact'} {...optionProps}>
              {option.draft === undefined ? option.name : `Add “${option.draft}”…`}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Send to" />}
      />
      <Dialog open={draft !== null} onClose={close}>
        <form onSubmit={save}>
          <DialogTitle>New contact</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                autoFocus
                required
                label="Name"
                value={draft?.name ?? ''}
                onChange={(event) =>
                  setDraft({ name: event.target.value, email: draft?.email ?? '' })
                }
              />
              <TextField
                required
                type="email"
                label="Email"
                value={draft?.email ?? ''}
                onChange={(event) =>
                  setDraft({ name: draft?.name ?? '', email: event.target.value })
                }
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit">Add</Button>
          </DialogActions>
        </form>
      </Dialog>
    </React.Fragment>
  );
}
