import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVITE_LINK_PARAM } from '@switchboard/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { useBrand } from '../../lib/runtime.ts';
import { useInviteInfo } from './api.ts';

/** How long the copied confirmation stays (spec: 2 s). */
export const COPIED_MS = 2000;

/**
 * The share link: the brand's page with the code, which opens sign-up with the code filled in. The
 * page's own `brand` field is kept, so a link from a page chosen by it opens the same brand.
 */
export function inviteLink(code: string, location: Pick<Location, 'origin' | 'search'>): string {
  const url = new URL('/', location.origin);
  const brand = new URLSearchParams(location.search).get('brand');
  if (brand) url.searchParams.set('brand', brand);
  url.searchParams.set(INVITE_LINK_PARAM, code);
  return url.toString();
}

/** Copies a text; the button confirms for COPIED_MS. */
function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (!(await copyText(text))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return { copied, copy: () => void copy() };
}

/** The own code with a copy button. */
function CodeCopy({ code }: { code: string }) {
  const { t } = useTranslation('invite');
  const { copied, copy } = useCopy(code);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography variant="h5" component="p" data-testid="invite-code" sx={{ letterSpacing: 2 }}>
        {code}
      </Typography>
      <Button variant="outlined" onClick={copy}>
        {copied ? t('invite.copied') : t('invite.copy')}
      </Button>
    </Box>
  );
}

/** The share link, read-only, with its own copy button. */
function LinkCopy({ code }: { code: string }) {
  const { t } = useTranslation('invite');
  const link = inviteLink(code, window.location);
  const { copied, copy } = useCopy(link);
  return (
    <Box sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <TextField
          label={t('invite.link')}
          value={link}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invite-link' } }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outlined" onClick={copy} sx={{ flexShrink: 0 }}>
          {copied ? t('invite.linkCopied') : t('invite.copyLink')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('invite.linkHint')}
      </Typography>
    </Box>
  );
}

/** The rules, one paragraph each, as the server sent them in the request's language. */
function RulesDialog({ open, rules, onClose }: { open: boolean; rules: string[]; onClose: () => void }) {
  const { t } = useTranslation('invite');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="invite-rules-title">
      <DialogTitle id="invite-rules-title">{t('invite.rules')}</DialogTitle>
      <DialogContent>
        {rules.map((rule) => (
          <Typography key={rule} sx={{ mb: 1 }}>
            {rule}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Invite friend: own code with copy, the share link, the three earn steps, rules, hint, and the
 * brand's legal links. The server's texts come in the page's language (see api.ts).
 */
export function InviteSection() {
  const { t } = useTranslation('invite');
  const brand = useBrand();
  const info = useInviteInfo();
  const [rulesOpen, setRulesOpen] = useState(false);

  if (!info.data)
    return info.isError ? (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void info.refetch()}>
            {t('invite.retry')}
          </Button>
        }
      >
        {t('invite.loadError')}
      </Alert>
    ) : (
      <Loading />
    );
  const { inviteCode, earnTip, inviteHint, inviteRules } = info.data;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 760 }}>
      <Typography color="text.secondary">{t('invite.yourCode')}</Typography>
      <CodeCopy code={inviteCode} />
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {inviteHint}
      </Typography>
      <LinkCopy code={inviteCode} />
      <Box component="ol" sx={{ display: 'flex', gap: 2, p: 0, my: 3, listStyle: 'none', flexWrap: 'wrap' }}>
        {earnTip.map((tip, index) => (
          <Paper component="li" key={tip.title} variant="outlined" sx={{ p: 2, flex: '1 1 180px' }}>
            <Typography variant="subtitle2">{`${index + 1}. ${tip.title}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {tip.text}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={() => setRulesOpen(true)}>{t('invite.rules')}</Button>
        <Link href={brand.legal.terms} target="_blank" rel="noopener noreferrer">
          {t('invite.terms')}
        </Link>
        <Link href={brand.legal.privacy} target="_blank" rel="noopener noreferrer">
          {t('invite.privacy')}
        </Link>
      </Box>
      <RulesDialog open={rulesOpen} rules={inviteRules} onClose={() => setRulesOpen(false)} />
    </Box>
  );
}
