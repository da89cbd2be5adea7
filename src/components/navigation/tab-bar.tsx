import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** One tab: a button that selects `value`, or a link to `to` when the address names the view. */
export type TabItem<T extends string> = {
  value: T;
  label: ReactNode;
  /** The tab's id, which its panel's `aria-labelledby` names. */
  id?: string;
  /** The id of the panel it shows. */
  controls?: string;
  /** A link tab: the view is a route of its own. */
  to?: string;
};

export type TabBarProps<T extends string> = {
  /** Names the tab list, e.g. "Credit card views". */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  /** Called with the tab chosen by a tap, or by the arrow keys (automatic activation). */
  onChange?: (next: T) => void;
  /** `underline`: full-width tabs over a divider, the chosen one underlined; `pills`: rounded chips. */
  variant?: 'underline' | 'pills';
  /** Room below the tabs, before their panel. */
  gutterBottom?: boolean;
};

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A screen's tabs, the WAI-ARIA way: a `tablist` of `tab`s, the chosen one `aria-selected` and the
 * only one in the Tab order; the arrow keys, Home and End move to a tab and choose it (a link tab
 * is followed with Enter, as a link is). Drawn with CSS alone: MUI's Tabs measure every tab's box
 * to place their sliding indicator, and each measure forces a layout of the whole page while the
 * first screen is still building (docs/decisions/0014, the sixth pass).
 */
export function TabBar<T extends string>({
  label,
  tabs,
  value,
  onChange,
  variant = 'underline',
  gutterBottom = false,
}: TabBarProps<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    const own = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const from = own.indexOf(document.activeElement as HTMLElement);
    if (from === -1) return;
    event.preventDefault();
    const to = step(from, own.length);
    own[to]?.focus();
    const next = tabs[to];
    if (next !== undefined && next.to === undefined) onChange?.(next.value);
  };
  const pills = variant === 'pills';
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        mb: gutterBottom ? 2 : 0,
        ...(pills ? { gap: 1, flexWrap: 'wrap' } : { borderBottom: 1, borderColor: 'divider' }),
      }}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        const common = {
          role: 'tab',
          id: tab.id,
          'aria-selected': selected,
          'aria-controls': tab.controls,
          tabIndex: selected ? 0 : -1,
          sx: pills ? pillSx(selected) : underlineSx(selected),
        } as const;
        return tab.to === undefined ? (
          <ButtonBase key={tab.value} {...common} onClick={() => onChange?.(tab.value)}>
            {tab.label}
          </ButtonBase>
        ) : (
          <ButtonBase
            key={tab.value}
            {...common}
            component={RouterLink}
            to={tab.to}
            replace
            onClick={() => onChange?.(tab.value)}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

function underlineSx(selected: boolean): SxProps<Theme> {
  return (theme) => ({
    ...theme.typography.button,
    // The bar's width is shared from each label's own width, so a longer label ("EMI schedule")
    // takes the room a shorter one leaves instead of wrapping inside an equal third.
    flex: '1 1 auto',
    minWidth: 0,
    minHeight: 48,
    px: 1,
    py: 1.5,
    textAlign: 'center',
    color: selected ? 'primary.main' : 'text.secondary',
    // The indicator sits on the divider, inside the tab's own box: nothing to measure or move.
    boxShadow: selected ? `inset 0 -2px 0 ${theme.palette.primary.main}` : 'none',
    '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  });
}

function pillSx(selected: boolean): SxProps<Theme> {
  return (theme) => ({
    ...theme.typography.button,
    minHeight: 36,
    px: 2,
    py: 0.5,
    borderRadius: 999,
    border: 1,
    borderColor: selected ? 'primary.main' : 'divider',
    bgcolor: selected ? 'primary.main' : 'transparent',
    color: selected ? 'primary.contrastText' : 'text.secondary',
    '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  });
}
