/**
 * The icon a navigation entry names (`icon: 'DescriptionIcon'` in data/<area>/pages.ts), drawn
 * beside its title. Only the icons the trees use are imported, so the navigation stays light; a
 * name outside this list draws nothing (navigation validation reports it at build time).
 */
import * as React from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import BarChartIcon from '@mui/icons-material/BarChart';
import BookIcon from '@mui/icons-material/Book';
import BrushIcon from '@mui/icons-material/Brush';
import CodeIcon from '@mui/icons-material/Code';
import CreateIcon from '@mui/icons-material/Create';
import DateRangeIcon from '@mui/icons-material/DateRange';
import DescriptionIcon from '@mui/icons-material/Description';
// Experimental APIs: a lab flask.
import ExperimentIcon from '@mui/icons-material/Science';
import StyleIcon from '@mui/icons-material/Style';
import TableViewIcon from '@mui/icons-material/TableView';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import UpdateIcon from '@mui/icons-material/Update';
import { isNavIconName, type NavIconName } from '@/core/navIcons';

const ICONS: Record<NavIconName, SvgIconComponent> = {
  AccountTreeIcon,
  AddIcon,
  BarChartIcon,
  BookIcon,
  BrushIcon,
  CodeIcon,
  CreateIcon,
  DateRangeIcon,
  DescriptionIcon,
  ExperimentIcon,
  StyleIcon,
  TableViewIcon,
  ToggleOnIcon,
  UpdateIcon,
};

export default function NavIcon({ name }: { name: string | undefined }) {
  if (name === undefined || !isNavIconName(name)) {
    return null;
  }
  const Icon = ICONS[name];
  return <Icon className="nav-icon" fontSize="small" aria-hidden data-nav-icon={name} />;
}
