import * as React from 'react';
import Select, { type SelectStaticProps } from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import IconButton from '@mui/joy/IconButton';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function SelectClearable() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  const [value, setValue] = React.useState<string | null>('paris');
  const action: SelectStaticProps['action'] = React.useRef(null);
  return (
    <Select
      action={action}
      aria-label="Destination"
      value={value}
      placeholder="Pick a destination"
      onChange={(_, newValue) => setValue(newValue)}
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{ button: { 'aria-controls': open ? listboxId : undefined } }}
      {...(value && {
        endDecorator: (
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label="Clear destination"
            onMouseDown={(event) => {
              // Keep the listbox from opening when the button is pressed.
              event.stopPropagation();
            }}
            onClick={() => {
              setValue(null);
              action.current?.focusVisible();
            }}
          >
            <CloseRounded />
          </IconButton>
        ),
        indicator: null,
      })}
      sx={{ width: 240, '--Select-placeholderOpacity': 1 }}
    >
      <Option value="paris">Paris</Option>
      <Option value="lima">Lima</Option>
      <Option value="seoul">Seoul</Option>
    </Select>
  );
}
