import Box from '@mui/material/Box';
import { alpha, keyframes, type SxProps, type Theme } from '@mui/material/styles';

// The indeterminate bar's sweep, as MUI's LinearProgress draws it.
const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** `sx` as one plain style object (no array, no theme callback), so it merges by spreading. */
type PlainSx = Exclude<SxProps<Theme>, readonly unknown[] | ((theme: Theme) => unknown)>;

type Colour = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export type ProgressBarProps = {
  /** 0–100; without it the bar sweeps (something is loading, how much is not known). */
  value?: number;
  color?: Colour;
  /** Colours of their own (a chart's swatch, a bar on a coloured card): theme paths or CSS. */
  barColor?: string;
  trackColor?: string;
  /** In px. */
  height?: number;
  /** What the bar measures, read by a screen reader; leave it out with `aria-hidden` when the figure is in words beside it. */
  'aria-label'?: string;
  'aria-hidden'?: boolean;
  /** Placement (margins, flex, position); plain styles, merged over the bar's own. */
  sx?: PlainSx;
};

/**
 * A thin bar of how much: a share of a limit, of a budget, EMIs paid, a step of a flow, or a sweep
 * while a screen loads. MUI's LinearProgress drawn in two boxes: it was 1.7 KB gzip in the entry
 * chunk and in every first screen that shows a bar, for what is a coloured width.
 */
export function ProgressBar({
  value,
  color = 'primary',
  barColor,
  trackColor,
  height = 4,
  sx,
  ...aria
}: ProgressBarProps) {
  const determinate = value !== undefined;
  const width = determinate ? Math.min(100, Math.max(0, value)) : 40;
  return (
    <Box
      role="progressbar"
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? Math.round(width) : undefined}
      {...aria}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height,
        borderRadius: `${height / 2}px`,
        bgcolor: trackColor ?? ((theme: Theme) => alpha(theme.palette[color].main, 0.2)),
        ...sx,
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          insetBlock: 0,
          left: 0,
          width: `${width}%`,
          borderRadius: 'inherit',
          bgcolor: barColor ?? `${color}.main`,
          transition: determinate ? 'width 0.4s linear' : undefined,
          animation: determinate ? undefined : `${sweep} 1.4s ease-in-out infinite`,
        }}
      />
    </Box>
  );
}
