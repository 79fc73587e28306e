// The icon finder is a tool of this site (src/components/icons/IconFinder.tsx), not code to copy:
// it searches the installed @mui/icons-material's 2,100 icons by name, meaning and theme, and
// gives the import line of the one you pick.
import IconFinder from '@/components/icons/IconFinder';

export default function IconSearch() {
  return <IconFinder />;
}
