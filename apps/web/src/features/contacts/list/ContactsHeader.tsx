import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of the contacts header. */
export interface ContactsHeaderProps {
  query: string;
  onQuery: (query: string) => void;
  /** Contacts in the book; undefined while it loads (no count is shown then). */
  total: number | undefined;
  /** Ticked contacts; above 0 the header becomes the edit-mode toolbar. */
  selectedCount: number;
  onAdd?: () => void;
  onDeleteSelected: () => void;
  onClearSelection: () => void;
  /** More header actions (import and export). */
  actions?: ReactNode;
}

/** Title, count, search box and Add contact; in edit mode the count of ticked contacts and Delete. */
export function ContactsHeader(props: ContactsHeaderProps) {
  const { query, onQuery, total, selectedCount, onAdd, onDeleteSelected, onClearSelection, actions } = props;
  const { t } = useTranslation('contacts');
  const editing = selectedCount > 0;
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: 2,
        py: 1.5,
        // Wraps rather than overlaps when the list is narrow (1024 px with a contact open beside it).
        flexWrap: 'wrap',
        minHeight: 64,
      }}
    >
      {editing ? (
        <Box
          role="toolbar"
          aria-label={t('list.selected', { count: selectedCount })}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 0 auto' }}
        >
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mr: 1, whiteSpace: 'nowrap' }}>
            {t('list.selected', { count: selectedCount })}
          </Typography>
          <Button color="error" variant="contained" startIcon={<DeleteOutlined />} onClick={onDeleteSelected}>
            {t('list.delete')}
          </Button>
          <Button startIcon={<Close />} onClick={onClearSelection}>
            {t('list.cancel')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flex: '1 0 auto', whiteSpace: 'nowrap' }}>
          <Typography variant="h6" component="h1">
            {t('title')}
          </Typography>
          {total !== undefined && (
            <Typography variant="body2" color="text.secondary" data-testid="contacts-count">
              {t('count', { count: total })}
            </Typography>
          )}
        </Box>
      )}
      <TextField
        type="search"
        size="small"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        placeholder={t('search')}
        sx={{ flex: '1 1 200px', maxWidth: { md: 280 }, minWidth: 160 }}
        slotProps={{
          htmlInput: { 'aria-label': t('search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {onAdd && (
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Outlined />}
          onClick={onAdd}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('add')}
        </Button>
      )}
      {actions && <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{actions}</Box>}
    </Box>
  );
}
