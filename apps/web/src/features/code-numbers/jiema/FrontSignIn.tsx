import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { openSignIn } from '../../../lib/signIn.ts';

/** What a front-page visitor sees in place of a part that needs an account: why, and Log in. */
export function FrontSignIn({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation('verification');
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid={testId}>
      <Typography variant="body2">{text}</Typography>
      <Button size="small" variant="outlined" onClick={openSignIn}>
        {t('front.login')}
      </Button>
    </Stack>
  );
}
