import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListDivider from '@mui/joy/ListDivider';

export default function ListDividerHorizontal() {
  return (
    <List
      component="div"
      orientation="horizontal"
      variant="soft"
      sx={{ borderRadius: 'sm', display: 'inline-flex', flexGrow: 0 }}
    >
      {['Draft', 'Review', 'Published'].map((stage, index) => (
        <React.Fragment key={stage}>
          {index > 0 && <ListDivider inset="gutter" />}
          <ListItem component="div">{stage}</ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
