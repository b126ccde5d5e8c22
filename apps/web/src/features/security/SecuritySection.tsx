import Box from '@mui/material/Box';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { SessionList } from './SessionList.tsx';

/** The account tab's Security section: the password, the signed-in devices and deleting the account. */
export function SecuritySection() {
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
      <ChangePasswordForm />
      <SessionList />
      <DeleteAccountSection />
    </Box>
  );
}
