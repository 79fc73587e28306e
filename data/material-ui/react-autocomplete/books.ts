/** A small shelf of well-known novels, shared by this page's demos. */
export interface Book {
  title: string;
  author: string;
  year: number;
}

export const books: readonly Book[] = [
  { title: 'Beloved', author: 'Toni Morrison', year: 1987 },
  { title: 'Brave New World', author: 'Aldous Huxley', year: 1932 },
  { title: 'Crime and Punishment', author: 'Fyodor Dostoevsky', year: 1866 },
  { title: 'Dune', author: 'Frank Herbert', year: 1965 },
  { title: 'Emma', author: 'Jane Austen', year: 1815 },
  { title: 'Frankenstein', author: 'Mary Shelley', year: 1818 },
  { title: 'Great Expectations', author: 'Charles Dickens', year: 1861 },
  { title: 'Invisible Man', author: 'Ralph Ellison', year: 1952 },
  { title: 'Jane Eyre', author: 'Charlotte Brontë', year: 1847 },
  { title: 'Lolita', author: 'Vladimir Nabokov', year: 1955 },
  { title: 'Middlemarch', author: 'George Eliot', year: 1871 },
  { title: 'Moby-Dick', author: 'Herman Melville', year: 1851 },
  { title: 'Mrs Dalloway', author: 'Virginia Woolf', year: 1925 },
  { title: 'Nineteen Eighty-Four', author: 'George Orwell', year: 1949 },
  { title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967 },
  { title: 'Pride and Prejudice', author: 'Jane Austen', year: 1813 },
  { title: 'The Great Gatsby', author: 'F. Scott Fitzgerald', year: 1925 },
  { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989 },
  { title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958 },
  { title: 'To Kill a Mockingbird', author: 'Harper Lee', year: 1960 },
  { title: 'Ulysses', author: 'James Joyce', year: 1922 },
  { title: 'War and Peace', author: 'Leo Tolstoy', year: 1869 },
  { title: 'Wuthering Heights', author: 'Emily Brontë', year: 1847 },
];
