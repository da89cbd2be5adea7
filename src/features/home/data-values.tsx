import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

import type { Text } from '@/domain/text/message';

/** The values of home's messages that are data (card, bank, policy and payee names): never translated. */
const DATA_VALUES: ReadonlySet<string> = new Set(['card', 'name', 'policy']);

/**
 * A message for the screen with its data values in `translate="no"` spans, so neither browser
 * translation nor a reader's check takes a bank's name for an untranslated word.
 */
export function formatWithData(
  intl: IntlShape,
  text: Text,
  extra: Readonly<Record<string, string>> = {},
): ReactNode {
  const values: Record<string, ReactNode> = { ...text.values, ...extra };
  for (const key of Object.keys(values))
    if (DATA_VALUES.has(key) && typeof values[key] === 'string')
      values[key] = (
        <span key={key} translate="no">
          {values[key]}
        </span>
      );
  return intl.formatMessage(text, values);
}
