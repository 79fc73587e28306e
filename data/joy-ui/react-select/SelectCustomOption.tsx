import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListItemContent from '@mui/joy/ListItemContent';
import Avatar from '@mui/joy/Avatar';
import Typography from '@mui/joy/Typography';

const reviewers = [
  { id: 'kim', name: 'Kim Nguyen', team: 'Design' },
  { id: 'raj', name: 'Raj Patel', team: 'Engineering' },
  { id: 'eva', name: 'Eva Lindqvist', team: 'Research' },
];

export default function SelectCustomOption() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      aria-label="Reviewer"
      defaultValue="raj"
      listboxId={listboxId}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      slotProps={{
        button: { 'aria-controls': open ? listboxId : undefined },
        listbox: { sx: { '--ListItemDecorator-size': '44px' } },
      }}
      sx={{ width: 240, '--ListItemDecorator-size': '44px' }}
      renderValue={(option) => {
        const person = reviewers.find((item) => item.id === option?.value);
        return person ? person.name : null;
      }}
    >
      {reviewers.map((person) => (
        <Option key={person.id} value={person.id} label={person.name}>
          <ListItemDecorator>
            <Avatar size="sm">{person.name[0]}</Avatar>
          </ListItemDecorator>
          <ListItemContent>
            <Typography level="title-sm">{person.name}</Typography>
            <Typography level="body-xs">{person.team}</Typography>
          </ListItemContent>
        </Option>
      ))}
    </Select>
  );
}
