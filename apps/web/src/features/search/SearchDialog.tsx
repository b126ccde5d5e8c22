import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/errors.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
import { Highlighted } from './Highlighted.tsx';
import { closeSearch } from './searchStore.ts';
import { type SearchGroup, type SearchOption, useSearchOptions } from './useSearchOptions.ts';

const GROUPS: readonly SearchGroup[] = ['contacts', 'conversations', 'messages'];

function OptionRow({
  option,
  active,
  domId,
  language,
}: {
  option: SearchOption;
  active: boolean;
  domId: string;
  language: string;
}) {
  return (
    <Box
      component="li"
      id={domId}
      role="option"
      aria-selected={active}
      data-testid="search-option"
      data-group={option.group}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        closeSearch();
        option.choose();
      }}
      sx={{
        px: 2,
        py: 1,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
        '& mark': { bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
          <Highlighted {...option.title} />
        </Typography>
        {option.date !== null && (
          <Typography variant="caption" color="text.secondary">
            {new Date(option.date).toLocaleDateString(language)}
          </Typography>
        )}
      </Box>
      {option.detail && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Highlighted {...option.detail} />
        </Typography>
      )}
    </Box>
  );
}

/** Ctrl+K search over contacts, conversations and messages; arrows move, Enter opens, Escape closes. */
export function SearchDialog() {
  const { t } = useTranslation('search');
  const language = useUiLanguage();
  const [typed, setTyped] = useState('');
  const query = typed.trim();
  const { options, messages, searching, recentOnly } = useSearchOptions(query);
  const [active, setActive] = useState(0);
  const baseId = useId();
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const current = Math.min(active, Math.max(options.length - 1, 0));

  // A new text starts again at its first result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is the trigger
  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent) => {
    // An input method picks its candidates with these keys.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(Math.min(Math.max(current + step, 0), Math.max(options.length - 1, 0)));
    } else if (event.key === 'Enter' && options[current]) {
      event.preventDefault();
      closeSearch();
      options[current].choose();
    }
  };

  const failure =
    messages.error instanceof ApiError && messages.error.retmsg ? messages.error.retmsg : t('failed');
  const empty = query.length > 0 && !searching && options.length === 0 && !messages.isError;

  return (
    <Dialog
      open
      onClose={closeSearch}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': t('title') } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': t('title'),
              'aria-expanded': options.length > 0,
              'aria-controls': `${baseId}-list`,
              'aria-activedescendant': options.length > 0 ? optionId(current) : undefined,
              maxLength: 100,
              'data-testid': 'search-input',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto', pb: 1 }}>
        <Box
          component="ul"
          role="listbox"
          id={`${baseId}-list`}
          aria-label={t('results')}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {GROUPS.map((group) => {
            const inGroup = options
              .map((option, index) => ({ option, index }))
              .filter(({ option }) => option.group === group);
            if (inGroup.length === 0) return null;
            return (
              <Box component="li" role="presentation" key={group}>
                <Typography
                  id={`${baseId}-${group}`}
                  component="div"
                  variant="overline"
                  color="text.secondary"
                  sx={{ px: 2, display: 'block' }}
                >
                  {t(`group.${group}`)}
                </Typography>
                <Box
                  component="ul"
                  role="group"
                  aria-labelledby={`${baseId}-${group}`}
                  sx={{ m: 0, p: 0, listStyle: 'none' }}
                >
                  {inGroup.map(({ option, index }) => (
                    <OptionRow
                      key={option.id}
                      option={option}
                      active={index === current}
                      domId={optionId(index)}
                      language={language}
                    />
                  ))}
                </Box>
              </Box>
            );
          })}
        </Box>
        {messages.hasNextPage && !searching && (
          <Box sx={{ px: 2, pt: 1 }}>
            <Button
              size="small"
              disabled={messages.isFetchingNextPage}
              onClick={() => void messages.fetchNextPage()}
            >
              {t('more')}
            </Button>
          </Box>
        )}
        {(searching || messages.isFetchingNextPage) && (
          <Box
            role="status"
            sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 2, py: 1, color: 'text.secondary' }}
          >
            <CircularProgress size={14} aria-hidden />
            <Typography variant="body2">{t('searching')}</Typography>
          </Box>
        )}
        {messages.isError && query.length > 0 && (
          <Alert
            severity="error"
            sx={{ mx: 2, my: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void messages.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {failure}
          </Alert>
        )}
        {empty && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
            {t('empty', { query })}
          </Typography>
        )}
        {recentOnly && !empty && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1 }}>
            {t('recentOnly')}
          </Typography>
        )}
        {query.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t('hint')}
          </Typography>
        )}
      </Box>
    </Dialog>
  );
}
