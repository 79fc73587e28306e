import * as React from 'react';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Avatar from '@mui/joy/Avatar';
import Typography from '@mui/joy/Typography';

const insets = ['gutter', 'startDecorator', 'startContent'] as const;

export default function ListDividers() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {insets.map((inset) => (
        <div key={inset}>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            inset=&quot;{inset}&quot;
          </Typography>
          <List component="div" variant="outlined" sx={{ width: 180, borderRadius: 'sm' }}>
            {['Rosa', 'Kai'].map((name, index) => (
              <React.Fragment key={name}>
                {index > 0 && <ListDivider inset={inset} />}
                <ListItem component="div">
                  <ListItemDecorator>
                    <Avatar component="span" size="sm">
                      {name[0]}
                    </Avatar>
                  </ListItemDecorator>
                  {name}
                </ListItem>
              </React.Fragment>
            ))}
          </List>
        </div>
      ))}
    </Box>
  );
}
