import AspectRatio from '@mui/joy/AspectRatio';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import * as React from 'react';

const ARTICLES = [
  { title: 'Growing tomatoes on a balcony', minutes: 6, color: '#dc2626' },
  { title: 'A beginner’s guide to composting', minutes: 9, color: '#65a30d' },
  { title: 'Herbs that survive the winter', minutes: 4, color: '#0d9488' },
];

export default function ListStack() {
  return (
    <List variant="outlined" sx={{ maxWidth: 360, borderRadius: 'sm' }}>
      {ARTICLES.map((article, index) => (
        <React.Fragment key={article.title}>
          {index > 0 && <ListDivider />}
          <ListItem>
            <ListItemButton sx={{ gap: 2 }}>
              <AspectRatio ratio="4/3" sx={{ flexBasis: 96, flexShrink: 0, borderRadius: 'sm' }}>
                <div style={{ background: article.color }} />
              </AspectRatio>
              <ListItemContent>
                <Typography level="title-sm">{article.title}</Typography>
                <Typography level="body-xs">{article.minutes} min read</Typography>
              </ListItemContent>
            </ListItemButton>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
