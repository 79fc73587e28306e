import Table from '@mui/joy/Table';

const messages = [
  {
    from: 'Priya',
    text: 'The quarterly numbers are in; see the attached spreadsheet for the breakdown by region.',
  },
  {
    from: 'Tomás',
    text: 'Could we move the Thursday sync to Friday morning? I have a dentist appointment.',
  },
  { from: 'Mei', text: 'Reminder: the office is closed on Monday for the public holiday.' },
];

export default function TableEllipsis() {
  return (
    <Table
      aria-label="Inbox"
      noWrap
      sx={{
        tableLayout: 'fixed',
        // The page's prose tables scroll as blocks; this table must stay a table for the ellipsis.
        '&&': { display: 'table', overflow: 'visible' },
      }}
    >
      <thead>
        <tr>
          <th style={{ width: 90 }}>From</th>
          <th>Message</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.from}>
            <td>{message.from}</td>
            <td title={message.text}>{message.text}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
