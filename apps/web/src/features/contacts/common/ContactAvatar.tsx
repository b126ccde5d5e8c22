import Avatar from '@mui/material/Avatar';
import { avatarColor, avatarInitial } from '../lib/format.ts';

/** A contact's round avatar: the name's initial on the colour of its first phone. */
export function ContactAvatar({ name, phone, size = 36 }: { name: string; phone: string; size?: number }) {
  return (
    <Avatar
      aria-hidden
      // White on the coloured circle in both schemes (MUI's default, the page colour, turns dark in the dark one).
      sx={{
        width: size,
        height: size,
        bgcolor: avatarColor(phone),
        color: 'common.white',
        fontSize: size * 0.45,
      }}
    >
      {avatarInitial(name)}
    </Avatar>
  );
}
