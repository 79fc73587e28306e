import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';

interface Label {
  name: string;
  color: string;
  description: string;
}

const labels: Label[] = [
  { name: 'bug', color: '#d73a4a', description: 'Something does not work' },
  { name: 'docs', color: '#0075ca', description: 'Improvements to the documentation' },
  { name: 'duplicate', color: '#6e7781', description: 'Already reported' },
  { name: 'good first issue', color: '#7057ff', description: 'Good for newcomers' },
  { name: 'performance', color: '#e99695', description: 'Faster or lighter' },
  { name: 'question', color: '#d876e3', description: 'Needs more information' },
];

// The list sits in the picker's paper, under the filter field, instead of in a popper of its own.
function InlineList(props: PopperProps) {
  const { className, children, role, id } = props;
  return (
    <div className={className} role={role} id={id}>
      {typeof children === 'function' ? null : children}
    </div>
  );
}

export default function GitHubLabel() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [value, setValue] = React.useState<Label[]>([labels[0], labels[3]]);
  const [pending, setPending] = React.useState<Label[]>([]);
  const open = Boolean(anchorEl);

  const close = () => {
    setValue(pending);
    anchorEl?.focus();
    setAnchorEl(null);
  };

  return (
    <Box sx={{ width: 260, maxWidth: '100%' }}>
      <Button
        disableRipple
        fullWidth
        aria-describedby={open ? 'github-label-picker' : undefined}
        onClick={(event) => {
          setPending(value);
          setAnchorEl(event.currentTarget);
        }}
        endIcon={<SettingsIcon />}
        sx={{ justifyContent: 'space-between', color: 'text.secondary' }}
      >
        Labels
      </Button>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={0.5} sx={{ mt: 0.5 }}>
        {value.map((label) => (
          <Box
            key={label.name}
            sx={{
              px: 1,
              borderRadius: 1,
              fontSize: 12,
              lineHeight: '20px',
              fontWeight: 600,
              bgcolor: label.color,
              color: '#fff',
            }}
          >
            {label.name}
          </Box>
        ))}
      </Stack>
      <Popper
        id="github-label-picker"
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        sx={{ zIndex: 'modal' }}
      >
        <ClickAwayListener onClickAway={close}>
          <Paper elevation={8} sx={{ width: 280, maxWidth: '90vw' }}>
            <Typography variant="body2" sx={{ p: 1, fontWeight: 600 }}>
              Apply labels to this pull request
            </Typography>
            <Autocomplete
              open
              multiple
              PopperComponent={InlineList}
              disableCloseOnSelect
              value={pending}
              onChange={(event, next, reason) => {
                if (
                  event.type === 'keydown' &&
                  (event as React.KeyboardEvent).key === 'Backspace' &&
                  reason === 'removeOption'
                ) {
                  return;
                }
                setPending(next);
              }}
              onClose={(_event, reason) => {
                if (reason === 'escape') close();
              }}
              options={labels}
              getOptionLabel={(label) => label.name}
              isOptionEqualToValue={(option, current) => option.name === current.name}
              renderTags={() => null}
              noOptionsText="No labels"
              slotProps={{ paper: { elevation: 0, square: true } }}
              renderOption={(props, label, { selected }) => {
                const { key, ...optionProps } = props as React.HTMLAttributes<HTMLLIElement> & {
                  key: React.Key;
                };
                return (
                  <li key={key} {...optionProps}>
                    <CheckIcon
                      fontSize="small"
                      sx={{ mr: 1, visibility: selected ? 'visible' : 'hidden' }}
                    />
                    <Box
                      component="span"
                      sx={{
                        width: 14,
                        height: 14,
                        mr: 1,
                        borderRadius: 0.5,
                        bgcolor: label.color,
                        flexShrink: 0,
                      }}
                    />
                    <Box sx={{ flexGrow: 1 }}>
                      {label.name}
                      <Typography variant="caption" component="div" color="text.secondary">
                        {label.description}
                      </Typography>
                    </Box>
                  </li>
                );
              }}
              renderInput={(params) => (
                <InputBase
                  ref={params.InputProps.ref}
                  inputProps={{ ...params.inputProps, 'aria-label': 'Filter labels' }}
                  autoFocus
                  placeholder="Filter labels"
                  sx={{ px: 1, width: '100%', borderBlock: 1, borderColor: 'divider' }}
                />
              )}
            />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}
