import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { webchatId } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { useAccountInfo, useBalance } from '../../../lib/api/queries.ts';
import { formatBalance } from '../../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { openSearch } from '../../search/index.ts';
import { useChats } from '../state/chatStore.ts';

/** Top of the left column: webchat id, balance in the brand's format, and the New SMS button. */
export function ProfileHeader({ hasNumber }: { hasNumber: boolean }) {
  const { t } = useTranslation('chats');
  const { t: tSearch } = useTranslation('search');
  const brand = useBrand();
  const language = useUiLanguage();
  const info = useAccountInfo();
  const balance = useBalance();
  const composingNew = useChats((state) => state.composingNew);
  const setComposingNew = useChats((state) => state.setComposingNew);
  const id = info.data ? webchatId(info.data) : null;

  const button = (
    <Button
      data-testid="new-sms"
      fullWidth
      variant={composingNew ? 'outlined' : 'contained'}
      startIcon={<AddCommentOutlined />}
      disabled={!hasNumber}
      onClick={() => setComposingNew(true)}
    >
      {t('profile.newSms')}
    </Button>
  );

  return (
    <Box component="header" sx={{ p: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('profile.webchatId')}
      </Typography>
      <Typography
        data-testid="chats-webchat-id"
        sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        title={id ?? undefined}
      >
        {id ?? <Skeleton width={140} />}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 0.5, mb: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          {t('profile.balance')}
        </Typography>
        <Typography
          data-testid="chats-balance"
          variant="body2"
          sx={{ fontWeight: 600, color: 'primary.main' }}
        >
          {balance.data === undefined ? (
            <Skeleton width={90} />
          ) : (
            formatBalance(balance.data, brand, language)
          )}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Tooltip title={hasNumber ? '' : t('profile.noNumberTip')}>
          <span style={{ display: 'block', flex: 1 }}>{button}</span>
        </Tooltip>
        <Tooltip title={tSearch('open')}>
          <IconButton data-testid="open-search" aria-label={tSearch('open')} onClick={openSearch}>
            <SearchIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
