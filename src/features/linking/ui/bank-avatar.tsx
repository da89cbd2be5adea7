import Avatar from '@mui/material/Avatar';

import { bankInitials } from '@/domain/aa/bank-list';

// Calm, distinct tones; a bank always gets the same one.
const TONES = ['#0b3d2e', '#1f4e79', '#6a1b9a', '#8d3b00', '#00695c', '#37474f', '#ad1457', '#4e342e'];

function toneOf(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length] ?? TONES[0]!;
}

/** A bank's initials in a coloured circle: no logo download, same colour everywhere. */
export function BankAvatar({ name, fipId, size = 40 }: { name: string; fipId: string; size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        bgcolor: toneOf(fipId),
        color: '#fff',
        fontSize: size * 0.38,
        fontWeight: 700,
        letterSpacing: '0.02em',
      }}
    >
      {bankInitials(name)}
    </Avatar>
  );
}
