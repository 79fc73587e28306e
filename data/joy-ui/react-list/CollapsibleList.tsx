import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const sections = [
  { title: 'Getting started', pages: ['Installation', 'First steps', 'Examples'] },
  { title: 'Guides', pages: ['Theming', 'Routing', 'Testing'] },
];

export default function CollapsibleList() {
  const [open, setOpen] = React.useState<Record<string, boolean>>({ 'Getting started': true });
  return (
    <List size="sm" sx={{ maxWidth: 260, '--ListItem-radius': '6px' }}>
      {sections.map((section) => {
        const expanded = Boolean(open[section.title]);
        const id = `collapsible-${section.title.replace(/\s/g, '-').toLowerCase()}`;
        return (
          <ListItem
            key={section.title}
            nested
            startAction={
              <IconButton
                variant="plain"
                size="sm"
                color="neutral"
                aria-label={`${expanded ? 'Collapse' : 'Expand'} ${section.title}`}
                aria-expanded={expanded}
                aria-controls={id}
                onClick={() => setOpen({ ...open, [section.title]: !expanded })}
              >
                <KeyboardArrowDown
                  sx={{ transform: expanded ? 'none' : 'rotate(-90deg)', transition: '0.2s' }}
                />
              </IconButton>
            }
          >
            <ListItem>
              <Typography
                level="title-sm"
                sx={{ textTransform: 'uppercase', letterSpacing: '0.05em' }}
              >
                {section.title}
              </Typography>
            </ListItem>
            <List id={id} hidden={!expanded}>
              {section.pages.map((page) => (
                <ListItem key={page}>
                  <ListItemButton>{page}</ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        );
      })}
    </List>
  );
}
