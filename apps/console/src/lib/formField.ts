import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

/**
 * A react-hook-form field for an MUI TextField: the ref goes to the input itself (not the TextField's
 * box), so setFocus and focus-on-error reach it.
 */
export function fieldProps<T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>) {
  const { ref, ...rest } = register(name);
  return { ...rest, inputRef: ref };
}
