import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { fieldProps } from '../lib/formField.ts';

/**
 * The search above a list: the search box (a registered form field), any filters beside it, and the
 * button that searches; the form's own validation says what is wrong under the box.
 */
export function SearchForm({
  field,
  label,
  placeholder,
  error,
  autoFocus = false,
  onSubmit,
  children,
}: {
  field: ReturnType<typeof fieldProps>;
  label: string;
  placeholder?: string;
  /** What is wrong with the search, shown under the box; undefined when nothing is. */
  error: string | undefined;
  autoFocus?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Filters beside the box. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <search>
      <form onSubmit={onSubmit} noValidate>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ mb: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            {...field}
            size="small"
            label={label}
            placeholder={placeholder}
            error={error !== undefined}
            helperText={error}
            autoFocus={autoFocus}
            sx={{ flex: 1, minWidth: 240, maxWidth: 480 }}
          />
          {children}
          <Button type="submit" variant="contained">
            {t('search')}
          </Button>
        </Stack>
      </form>
    </search>
  );
}
