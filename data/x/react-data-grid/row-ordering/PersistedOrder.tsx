import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  owner: string;
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, sortable: false },
  { field: 'owner', headerName: 'Owner', width: 120, sortable: false },
];

const TASKS: Task[] = [
  { id: 1, title: 'Write the release notes', owner: 'Ada' },
  { id: 2, title: 'Review the pull requests', owner: 'Hiro' },
  { id: 3, title: 'Update the screenshots', owner: 'Imani' },
  { id: 4, title: 'Publish the packages', owner: 'Sven' },
  { id: 5, title: 'Announce on the blog', owner: 'Rosa' },
];

function move<T>(items: T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

export default function PersistedOrder() {
  const [tasks, setTasks] = React.useState(TASKS);
  const handleRowOrderChange = ({ oldIndex, targetIndex }: GridRowOrderChangeParams) =>
    setTasks((current) => move(current, oldIndex, targetIndex));
  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 320 }}>
        <DataGridPro
          rows={tasks}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </div>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Saved order: {tasks.map((task) => task.id).join(' → ')}
      </Typography>
    </div>
  );
}
