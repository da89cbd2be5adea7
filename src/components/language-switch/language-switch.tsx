import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
      {/* Two pressed-or-not buttons: the shell's own Button, no toggle group on home's first screen. */}
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', gap: 1 }}>
        {APP_LOCALES.map((option) => (
          <Button
            key={option}
            size="small"
            variant={option === locale ? 'contained' : 'outlined'}
            aria-pressed={option === locale}
            lang={NATIVE_NAMES[option].lang}
            onClick={() => {
              if (option !== locale) void switchTo(option);
            }}
            sx={{ px: 2 }}
          >
            {NATIVE_NAMES[option].name}
          </Button>
        ))}
      </Box>
    </div>
  );
}
