import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { useSetQueryParam } from './use-query-param';

/**
 * Exclusive choices (grouping, trade side, ranking) kept in one query key of the screen's URL. A
 * click on the chosen button keeps it: one choice always holds.
 */
export function QueryParamToggle<T extends string>({
  queryKey,
  defaultValue,
  value,
  label,
  sx,
  children,
}: {
  queryKey: string;
  /** The choice the URL leaves out. */
  defaultValue: T;
  value: T;
  label: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const setParam = useSetQueryParam();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={label}
      onChange={(_event, next: T | null) => {
        if (next) setParam([queryKey, next, defaultValue]);
      }}
      sx={sx}
    >
      {children}
    </ToggleButtonGroup>
  );
}
