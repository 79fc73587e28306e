import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { SearchBox, SearchIconBox, SearchInput } from './searchField';

export default function SearchAppBar() {
  return (
    <AppBar position="static">
      <Toolbar>
        <IconButton
          size="large"
          edge="start"
          color="inherit"
          aria-label="Open navigation"
          sx={{ mr: 1 }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          noWrap
          component="div"
          sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }}
        >
          Recipes
        </Typography>
        <SearchBox role="search" aria-label="Recipes">
          <SearchIconBox>
            <SearchIcon />
          </SearchIconBox>
          <SearchInput placeholder="Search…" inputProps={{ 'aria-label': 'Search recipes' }} />
        </SearchBox>
      </Toolbar>
    </AppBar>
  );
}
