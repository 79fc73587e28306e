import * as React from 'react';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const folders = [
  { name: 'Designs', files: ['logo.svg', 'poster.pdf'] },
  { name: 'Invoices', files: ['2024-01.pdf', '2024-02.pdf', '2024-03.pdf'] },
];

export default function NestedList() {
  const [open, setOpen] = React.useState<Record<string, boolean>>({ Designs: true });
  return (
    <List
      component="nav"
      aria-label="Shared drive"
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}
      subheader={<ListSubheader component="div">Shared drive</ListSubheader>}
    >
      {folders.map((folder) => {
        const expanded = Boolean(open[folder.name]);
        return (
          <React.Fragment key={folder.name}>
            <ListItemButton
              aria-expanded={expanded}
              onClick={() => setOpen((prev) => ({ ...prev, [folder.name]: !expanded }))}
            >
              <ListItemIcon>
                <FolderIcon />
              </ListItemIcon>
              <ListItemText primary={folder.name} />
              {expanded ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={expanded} timeout="auto" unmountOnExit>
              <List component="div" disablePadding>
                {folder.files.map((file) => (
                  <ListItemButton key={file} sx={{ pl: 4 }}>
                    <ListItemIcon>
                      <InsertDriveFileIcon />
                    </ListItemIcon>
                    <ListItemText primary={file} />
                  </ListItemButton>
                ))}
              </List>
            </Collapse>
          </React.Fragment>
        );
      })}
    </List>
  );
}
