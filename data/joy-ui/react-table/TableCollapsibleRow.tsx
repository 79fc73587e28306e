import * as React from 'react';
import Table from '@mui/joy/Table';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const orders = [
  {
    id: '#4821',
    customer: 'Lena Fischer',
    total: 58.4,
    lines: [
      { item: 'Ceramic mug', qty: 2 },
      { item: 'Loose-leaf tea', qty: 1 },
    ],
  },
  {
    id: '#4822',
    customer: 'Omar Haddad',
    total: 112,
    lines: [{ item: 'Desk lamp', qty: 1 }],
  },
];

function OrderRow({ order }: { order: (typeof orders)[number] }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = `order-${order.id.slice(1)}-lines`;
  return (
    <React.Fragment>
      <tr>
        <td>
          <IconButton
            aria-label={open ? `Hide lines of ${order.id}` : `Show lines of ${order.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            size="sm"
            variant="plain"
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </td>
        <td>{order.id}</td>
        <td>{order.customer}</td>
        <td>{order.total.toFixed(2)}</td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        <td colSpan={4} style={{ height: 0, padding: 0 }}>
          {open && (
            <Sheet variant="soft" sx={{ p: 1, pl: 6 }}>
              <Table size="sm" aria-label={`Lines of order ${order.id}`} borderAxis="none">
                <thead>
                  <tr>
                    <th>Item</th>
                    <th>Quantity</th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line) => (
                    <tr key={line.item}>
                      <td>{line.item}</td>
                      <td>{line.qty}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Sheet>
          )}
        </td>
      </tr>
    </React.Fragment>
  );
}

export default function TableCollapsibleRow() {
  return (
    <Table aria-label="Orders">
      <thead>
        <tr>
          <th style={{ width: 48 }}>
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
              Expand
            </span>
          </th>
          <th>Order</th>
          <th>Customer</th>
          <th>Total</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </tbody>
    </Table>
  );
}
