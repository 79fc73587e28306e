import type { GridColDef } from '@mui/x-data-grid-pro';

export interface OrderLine {
  product: string;
  quantity: number;
  unitPrice: number;
}

/** An order of the master-detail demos: the row is the order, the detail panel its lines. */
export interface OrderRow {
  id: number;
  customer: string;
  city: string;
  date: Date;
  status: 'Placed' | 'Shipped' | 'Delivered';
  lines: OrderLine[];
}

const CUSTOMERS: [string, string][] = [
  ['Northwind Traders', 'Seattle'],
  ['Blue Harbor Café', 'Lisbon'],
  ['Kestrel Labs', 'Nairobi'],
  ['Maple & Pine', 'Toronto'],
  ['Sakura Books', 'Osaka'],
  ['Atelier Dubois', 'Lyon'],
  ['Río Verde Market', 'Bogotá'],
  ['Fjord Outfitters', 'Bergen'],
];

const PRODUCTS: [string, number][] = [
  ['Trail headlamp', 39],
  ['Desk fan', 54],
  ['Electric kettle', 45],
  ['Bike light', 24],
  ['Travel adapter', 19],
  ['Yoga mat', 32],
  ['Water bottle', 15],
  ['Reading lamp', 61],
  ['Camping stove', 89],
];

const STATUSES: OrderRow['status'][] = ['Placed', 'Shipped', 'Delivered'];

/** The same orders on every render: each value comes from the order's index. */
export function createOrders(count: number): OrderRow[] {
  return Array.from({ length: count }, (_, index) => {
    const [customer, city] = CUSTOMERS[(index * 3) % CUSTOMERS.length];
    const lineCount = 1 + ((index * 7) % 5);
    const lines = Array.from({ length: lineCount }, (__, line) => {
      const [product, unitPrice] = PRODUCTS[(index + line * 4) % PRODUCTS.length];
      return { product, unitPrice, quantity: 1 + ((index + line) % 4) };
    });
    return {
      id: 10240 + index,
      customer,
      city,
      // Noon UTC keeps the calendar day the same in every time zone.
      date: new Date(Date.UTC(2024, 4, 2 + index, 12)),
      status: STATUSES[index % STATUSES.length],
      lines,
    };
  });
}

export function orderTotal(order: OrderRow): number {
  return order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
}

export const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export const orderColumns: GridColDef<OrderRow>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    valueFormatter: ({ value }) => day.format(value as Date),
  },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: ({ row }) => orderTotal(row),
    valueFormatter: ({ value }) => money.format(value as number),
  },
];
