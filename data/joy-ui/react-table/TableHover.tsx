import Table from '@mui/joy/Table';

const books = [
  { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { title: 'Piranesi', author: 'Susanna Clarke', year: 2020 },
];

export default function TableHover() {
  return (
    <Table aria-label="Reading list" hoverRow>
      <thead>
        <tr>
          <th>Title</th>
          <th>Author</th>
          <th>Year</th>
        </tr>
      </thead>
      <tbody>
        {books.map((book) => (
          <tr key={book.title}>
            <td>{book.title}</td>
            <td>{book.author}</td>
            <td>{book.year}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
