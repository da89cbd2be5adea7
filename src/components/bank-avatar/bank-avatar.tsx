import Box from '@mui/material/Box';

import { avatarHue, bankInitials } from '@/domain/spending/bank-initials';

export type BankAvatarProps = {
  bankName: string;
  /** The FIP id: keeps each bank's colour the same on every screen. */
  fipId: string;
  size?: number;
};

/**
 * A bank's round badge with the letters people know it by ("HDFC", "SBI"), in a colour of its own.
 * No logo download on a slow network; decorative, since the bank's name is always written beside it.
 * A plain circle drawn as MUI's Avatar draws one: the Avatar component, with its image loading and
 * its fallback icon, cost the banks' first screen 1.2 KB gzip.
 */
export function BankAvatar({ bankName, fipId, size = 40 }: BankAvatarProps) {
  const initials = bankInitials(bankName);
  const hue = avatarHue(fipId);
  return (
    <Box
      aria-hidden
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        overflow: 'hidden',
        userSelect: 'none',
        lineHeight: 1,
        // Shrink the letters for four- and five-letter acronyms so they stay inside the circle.
        fontSize: size * (initials.length > 3 ? 0.28 : initials.length > 2 ? 0.34 : 0.4),
        fontWeight: 700,
        letterSpacing: '-0.02em',
        // Dark text on a light tint passes 4.5:1 for every hue in both schemes.
        color: `hsl(${hue} 60% 22%)`,
        bgcolor: `hsl(${hue} 65% 88%)`,
      }}
    >
      {initials}
    </Box>
  );
}
