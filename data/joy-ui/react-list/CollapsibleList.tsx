import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const sections = [
  { title: 'Getting started', pages: ['Installation', 'First steps', 'Examples'] },
  { title: 'Guides', pages: ['Theming', 'Routing', 'Testing'] },
];

export default function CollapsibleList() {
  const [open, setOpen] = React.useState<Record<string, boolean>>({ 'Getting started': true });
  const baseId = React.useId();
  return (
    <List size="sm" sx={{ maxWidth: 260, '--ListItem-radius': '6px' }}>
      {sections.map((section, index) => {
        const expanded = Boolean(open[section.title]);
        const id = `${baseId}-${index}`;
        return (
          <ListItem key={section.title} nested>
            <ListItemButton
              aria-expanded={expanded}
              aria-controls={id}
              onClick={() => setOpen({ ...open, [section.title]: !expanded })}
            >
              <KeyboardArrowDown
                sx={{ transform: expanded ? 'none' : 'rotate(-90deg)', transition: '0.2s' }}
              />
              <ListItemContent
                sx={{ fontWeight: 'lg', textTransform: 'uppercase', letterSpacing: '0.05em' }}
              >
                {section.title}
              </ListItemContent>
            </ListItemButton>
            {/* Hidden, not removed, so that aria-controls always points at an element. */}
            <List id={id} hidden={!expanded} sx={{ '&[hidden]': { display: 'none' }, pl: 3 }}>
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
