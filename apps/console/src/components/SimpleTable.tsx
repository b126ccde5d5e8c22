import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SimpleColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  align?: 'right';
}

/** A short list as a plain table (a few dozen rows, nothing to sort or page); a sentence when empty. */
export function SimpleTable<R>({
  label,
  rows,
  rowKey,
  columns,
  empty,
}: {
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly SimpleColumn<R>[];
  empty: string;
}) {
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header} align={column.align}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
