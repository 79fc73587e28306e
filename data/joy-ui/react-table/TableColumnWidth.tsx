import Table from '@mui/joy/Table';

const tasks = [
  { id: 'T-101', title: 'Replace the hallway light switch', owner: 'Ana' },
  { id: 'T-102', title: 'Order paint samples for the kitchen', owner: 'Bo' },
  { id: 'T-103', title: 'Book the chimney sweep', owner: 'Chen' },
];

export default function TableColumnWidth() {
  return (
    <Table aria-label="Home tasks" sx={{ tableLayout: 'fixed' }}>
      <thead>
        <tr>
          <th style={{ width: 72 }}>ID</th>
          <th>Task</th>
          <th style={{ width: '20%' }}>Owner</th>
        </tr>
      </thead>
      <tbody>
        {tasks.map((task) => (
          <tr key={task.id}>
            <td>{task.id}</td>
            <td>{task.title}</td>
            <td>{task.owner}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
