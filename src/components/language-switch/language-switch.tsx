import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { APP_LOCALES, type AppLocale } from '@/domain/text/locale';
import { useLocale } from '@/i18n/locale-context';

/** Each language is named in its own script, so a reader finds theirs whatever is on screen now. */
const NATIVE_NAMES: Readonly<Record<AppLocale, { name: string; lang: string }>> = {
  'en-IN': { name: 'English', lang: 'en-IN' },
  'hi-IN': { name: 'हिन्दी', lang: 'hi-IN' },
};

/** The language switch: takes effect at once and is saved as the customer's choice. */
export function LanguageSwitch() {
  const { locale, switchTo } = useLocale();
  const labelId = useId();
  return (
    <div>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        <FormattedMessage id="common.language.label" defaultMessage="Language" />
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={locale}
        aria-labelledby={labelId}
        onChange={(_event, next: AppLocale | null) => {
          if (next !== null) void switchTo(next);
        }}
      >
        {APP_LOCALES.map((option) => (
          <ToggleButton key={option} value={option} lang={NATIVE_NAMES[option].lang} sx={{ px: 2 }}>
            {NATIVE_NAMES[option].name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
