import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const STEPS = ['empty.step1', 'empty.step2', 'empty.step3'] as const;

/** The empty address book: three setup steps and an Add contact button. */
export function ContactsEmptyState({ onAdd }: { onAdd?: () => void }) {
  const { t } = useTranslation('contacts');
  return (
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 4 }}>
      <Box sx={{ maxWidth: 440 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('empty.title')}
        </Typography>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {STEPS.map((step, index) => (
            <Box component="li" key={step} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{
                  width: 28,
                  height: 28,
                  flexShrink: 0,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 600,
                }}
              >
                {index + 1}
              </Box>
              <Typography sx={{ pt: 0.25 }}>{t(step)}</Typography>
            </Box>
          ))}
        </Box>
        {onAdd && (
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={onAdd} sx={{ mt: 3 }}>
            {t('add')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
