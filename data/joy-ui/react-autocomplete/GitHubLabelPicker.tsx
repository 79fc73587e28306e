import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteListbox from '@mui/joy/AutocompleteListbox';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

interface IssueLabel {
  name: string;
  color: string;
}

const LABELS: IssueLabel[] = [
  { name: 'bug', color: '#b60205' },
  { name: 'documentation', color: '#0b5cad' },
  { name: 'duplicate', color: '#4b5563' },
  { name: 'enhancement', color: '#1a7f37' },
  { name: 'good first issue', color: '#5a32a3' },
  { name: 'question', color: '#8e1f9e' },
];

type InlineListboxProps = Omit<React.HTMLAttributes<HTMLUListElement>, 'color'> & {
  anchorEl?: HTMLElement | null;
  open?: boolean;
  modifiers?: unknown;
  ownerState?: unknown;
};

/** The listbox slot, rendered in place under the filter field instead of in a popup. */
const InlineListbox = React.forwardRef<HTMLUListElement, InlineListboxProps>(
  function InlineListbox(allProps, ref) {
    const props: InlineListboxProps = { ...allProps };
    delete props.anchorEl;
    delete props.open;
    delete props.modifiers;
    delete props.ownerState;
    return (
      <AutocompleteListbox
        {...props}
        ref={ref}
        variant="plain"
        sx={{
          position: 'static',
          boxShadow: 'none',
          p: 0,
          maxHeight: 240,
          width: 'auto !important',
        }}
      />
    );
  },
);

export default function GitHubLabelPicker() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState<IssueLabel[]>([LABELS[0], LABELS[3]]);
  const [pending, setPending] = React.useState<IssueLabel[]>(value);
  const close = () => {
    setValue(pending);
    setOpen(false);
  };
  return (
    <Box sx={{ width: 260, maxWidth: '100%' }}>
      <Button
        variant="plain"
        color="neutral"
        endDecorator={<SettingsOutlined />}
        onClick={() => (open ? close() : (setPending(value), setOpen(true)))}
        aria-expanded={open}
        sx={{ width: '100%', justifyContent: 'space-between' }}
      >
        Labels
      </Button>
      {open ? (
        <Sheet variant="outlined" sx={{ borderRadius: 'sm', boxShadow: 'md', p: 1, my: 1 }}>
          <Typography level="title-sm" sx={{ px: 0.5, pb: 1 }}>
            Apply labels to this issue
          </Typography>
          <Autocomplete
            open
            multiple
            autoFocus
            slots={{ listbox: InlineListbox }}
            disableCloseOnSelect
            disableClearable
            placeholder="Filter labels"
            options={LABELS}
            value={pending}
            onChange={(_event, newValue) => setPending(newValue)}
            onClose={(_event, reason) => {
              if (reason === 'escape') close();
            }}
            renderTags={() => null}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, selected) => option.name === selected.name}
            slotProps={{
              input: { 'aria-label': 'Filter labels' },
            }}
            renderOption={(props, option, { selected }) => (
              <AutocompleteOption {...props} key={option.name}>
                <ListItemDecorator>{selected ? <Check /> : null}</ListItemDecorator>
                <Box
                  component="span"
                  sx={{
                    width: 14,
                    height: 14,
                    borderRadius: '50%',
                    bgcolor: option.color,
                    mr: 1,
                    flexShrink: 0,
                  }}
                />
                {option.name}
              </AutocompleteOption>
            )}
          />
        </Sheet>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        {value.map((label) => (
          <Chip key={label.name} size="sm" sx={{ bgcolor: label.color, color: '#fff' }}>
            {label.name}
          </Chip>
        ))}
      </Box>
    </Box>
  );
}
