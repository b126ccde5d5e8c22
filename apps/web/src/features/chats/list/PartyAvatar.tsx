import PersonOutline from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import { useMemo } from 'react';
import { logoDataUrl } from '../../../lib/logo.ts';
import { officialSender } from './officialSenders.ts';

/** The seven avatar colours; a number's colour is its last four digits modulo 7. */
export const AVATAR_COLORS = ['#5c6bc0', '#26a69a', '#ef6c00', '#ab47bc', '#42a5f5', '#ec407a', '#8d6e63'];

/** The avatar colour of a phone number. */
export function avatarColor(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-4);
  return AVATAR_COLORS[Number(digits || '0') % AVATAR_COLORS.length]!;
}

/** The other party's avatar: the brand logo for official senders, else a coloured person. */
export function PartyAvatar({ phone, size = 40, name }: { phone: string; size?: number; name?: string }) {
  const official = officialSender(phone);
  const src = useMemo(() => (official ? logoDataUrl(official.logoSvg) : undefined), [official]);
  if (src) return <Avatar src={src} alt={name ?? ''} sx={{ width: size, height: size }} />;
  return (
    // White on the coloured circle in both schemes (MUI's default, the page colour, turns dark in the dark one).
    <Avatar
      sx={{ width: size, height: size, bgcolor: avatarColor(phone), color: 'common.white' }}
      aria-hidden
    >
      <PersonOutline sx={{ fontSize: size * 0.6 }} />
    </Avatar>
  );
}
