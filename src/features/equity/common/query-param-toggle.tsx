import { ChoiceGroup, type Choice } from '@/components/forms/choice-group';

import { useSetQueryParam } from './use-query-param';

/**
 * Exclusive choices (grouping, trade side, ranking) kept in one query key of the screen's URL. A
 * press on the chosen button keeps it: one choice always holds.
 */
export function QueryParamToggle<T extends string>({
  queryKey,
  defaultValue,
  value,
  label,
  choices,
  fullWidth,
}: {
  queryKey: string;
  /** The choice the URL leaves out. */
  defaultValue: T;
  value: T;
  label: string;
  choices: readonly Choice<T>[];
  fullWidth?: boolean;
}) {
  const setParam = useSetQueryParam();
  return (
    <ChoiceGroup
      label={label}
      choices={choices}
      value={value}
      fullWidth={fullWidth}
      onChange={(next) => setParam([queryKey, next, defaultValue])}
    />
  );
}
