import Box from '@mui/material/Box';
import { appIcon, avatarColour, avatarLetter } from './appIcons.ts';

interface AppLogoProps {
  appId: string;
  /** The name shown next to the logo (the row's label): the avatar's letter and colour come from it. */
  name: string;
  size?: number;
}

/**
 * An app's logo, decorative only (hidden from screen readers: the name beside it is the label): its
 * brand icon in the brand colour, or a lettered avatar in a colour derived from the name.
 */
export function AppLogo({ appId, name, size = 28 }: AppLogoProps) {
  const icon = appIcon(appId);
  return (
    <Box
      aria-hidden="true"
      data-testid={`app-logo-${appId}`}
      data-logo={icon ? 'icon' : 'letter'}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        // A light disc behind every icon keeps dark brand colours (X, Apple) visible in dark mode.
        bgcolor: icon ? '#fff' : avatarColour(name),
        border: 1,
        borderColor: 'divider',
        color: '#fff',
        fontSize: size * 0.5,
        fontWeight: 600,
        lineHeight: 1,
      }}
    >
      {icon ? (
        <svg viewBox="0 0 24 24" width={size * 0.6} height={size * 0.6} focusable="false" aria-hidden="true">
          <path d={icon.path} fill={`#${icon.hex}`} />
        </svg>
      ) : (
        avatarLetter(name)
      )}
    </Box>
  );
}
