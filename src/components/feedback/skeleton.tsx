import Box from '@mui/material/Box';
import { alpha, keyframes, type SxProps, type Theme } from '@mui/material/styles';
import type { ElementType } from 'react';

/** MUI's pulse: the block fades to 40 % and back. */
const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.4; }
`;

/** The shapes MUI's Skeleton draws that Kosh uses: a line of text, a rounded block, a circle. */
type Variant = 'text' | 'rounded' | 'circular';

/** One style object of `sx` (not a list of them). */
type SxObject = Exclude<SxProps<Theme>, readonly unknown[]>;

const SHAPES: Readonly<Record<Variant, SxObject>> = {
  // One line of the surrounding text, drawn at 60 % of its height like MUI's.
  text: {
    height: 'auto',
    transform: 'scale(1, 0.6)',
    transformOrigin: '0 55%',
    // The theme's corner, stretched as the line is squashed (MUI's own rule).
    borderRadius: (theme: Theme) => {
      const radius = Number(theme.shape.borderRadius);
      return `${radius}px / ${Math.round((radius / 0.6) * 10) / 10}px`;
    },
    '&:empty::before': { content: '"\\00a0"' },
  },
  rounded: { borderRadius: 1 },
  circular: { borderRadius: '50%' },
};

/** The class every skeleton carries. */
const SKELETON_CLASS = 'kosh-skeleton';

export type SkeletonProps = {
  variant?: Variant;
  width?: number | string;
  height?: number | string;
  component?: ElementType;
  sx?: SxObject;
  'aria-label'?: string;
};

/**
 * The shape of something still loading, as MUI's Skeleton draws it (the same colour, shapes and
 * pulse, which stops under reduced motion), without its component: MUI's came to 1.4 KB of gzip in a
 * chunk of its own under every first screen, for a span with a background.
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  component = 'span',
  sx,
  ...aria
}: SkeletonProps) {
  return (
    <Box
      component={component}
      // How the end-to-end tests and the bench tell a screen still loading.
      className={SKELETON_CLASS}
      {...aria}
      sx={[
        {
          display: 'block',
          width,
          height: height ?? '1.2em',
          bgcolor: (theme: Theme) =>
            alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        SHAPES[variant],
        height === undefined ? {} : { height },
        // The caller's own adjustments (a margin, a font size) are one style object.
        sx ?? {},
      ]}
    />
  );
}
