import Paper from '@mui/material/Paper';
import { DataGrid, type DataGridProps, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import type { UiLanguage } from '@switchboard/protocol';
import { formatDateTime } from '../lib/format.ts';

/** A list of rows in a framed data grid: compact, as tall as its rows, no row selection, no footer. */
export function ListGrid<R extends GridValidRowModel>(props: DataGridProps<R>) {
  return (
    <Paper variant="outlined">
      <DataGrid
        autoHeight
        density="compact"
        disableRowSelectionOnClick
        hideFooter
        {...props}
        sx={{ border: 0 }}
      />
    </Paper>
  );
}

/** A column of moments (ms since the epoch), as the operator reads them. */
export function dateTimeColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  language: UiLanguage,
): GridColDef<R> {
  return {
    field,
    headerName,
    width: 170,
    valueFormatter: (value: number) => formatDateTime(value, language),
  };
}
