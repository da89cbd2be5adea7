import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export type Choice<T extends string> = { value: T; label: ReactNode };

/**
 * One choice out of a few, always one chosen: a labelled group of the shell's Buttons, the chosen
 * one pressed (`aria-pressed`). Pressing the chosen one keeps it. MUI's ToggleButtonGroup draws
 * the same with its own button and a roving-focus helper, about 4 KB gzip on a first screen.
 */
export function ChoiceGroup<T extends string>({
  label,
  choices,
  value,
  onChange,
  fullWidth = false,
}: {
  /** Names the group, e.g. "Group spending by". */
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (next: T) => void;
  /** The buttons share the row equally. */
  fullWidth?: boolean;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', gap: 1, flex: fullWidth ? '1 1 auto' : undefined }}
    >
      {choices.map((choice) => {
        const chosen = choice.value === value;
        return (
          <Button
            key={choice.value}
            size="small"
            variant={chosen ? 'contained' : 'outlined'}
            color={chosen ? 'primary' : 'inherit'}
            disableElevation
            aria-pressed={chosen}
            onClick={() => {
              if (!chosen) onChange(choice.value);
            }}
            sx={{
              flex: fullWidth ? 1 : undefined,
              minWidth: 0,
              px: 1.5,
              ...(chosen ? {} : { borderColor: 'divider', color: 'text.primary' }),
            }}
          >
            {choice.label}
          </Button>
        );
      })}
    </Box>
  );
}
