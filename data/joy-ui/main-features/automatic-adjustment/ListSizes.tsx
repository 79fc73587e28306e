import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const people = ['Ada', 'Grace', 'Linus'];

export default function ListSizes() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Sheet key={size} variant="outlined" sx={{ borderRadius: 'sm', minWidth: 160 }}>
          <List size={size}>
            {people.map((name, index) => (
              <React.Fragment key={name}>
                {index > 0 ? <ListDivider inset="gutter" /> : null}
                <ListItem>
                  <ListItemDecorator component="div">
                    <Avatar size={size}>{name[0]}</Avatar>
                  </ListItemDecorator>
                  {name} ({size})
                </ListItem>
              </React.Fragment>
            ))}
          </List>
        </Sheet>
      ))}
    </Stack>
  );
}
