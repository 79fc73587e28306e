import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';
import { Item } from './item';

const sections = [
  { title: 'Products', links: ['Boots', 'Jackets'] },
  { title: 'Company', links: ['About', 'Careers'] },
  { title: 'Help', links: ['Returns', 'Contact'] },
];

export default function NestedGrid2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      {/* The inner containers inherit spacing={2} from the outer one. */}
      <Grid container spacing={2}>
        {sections.map((section) => (
          <Grid key={section.title} xs={12} sm={4} container>
            <Grid xs={12}>
              <Item sx={{ fontWeight: 700 }}>{section.title}</Item>
            </Grid>
            {section.links.map((link) => (
              <Grid key={link} xs={6} sm={12}>
                <Item>{link}</Item>
              </Grid>
            ))}
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
