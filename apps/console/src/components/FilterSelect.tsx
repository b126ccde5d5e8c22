import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A choice of one of some values, each named, or of all of them (undefined). */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  values,
  nameOf,
  value,
  onChange,
  minWidth = 200,
}: {
  label: string;
  /** The name of the choice of all values. */
  allLabel: string;
  values: readonly V[];
  nameOf: (value: V) => string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  minWidth?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(values.find((candidate) => candidate === event.target.value))}
      // The choice of all is a choice like the others, shown rather than left as an empty box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {values.map((candidate) => (
        <MenuItem key={candidate} value={candidate}>
          {nameOf(candidate)}
        </MenuItem>
      ))}
    </TextField>
  );
}
