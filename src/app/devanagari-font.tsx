import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import medium from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2?url';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Hindi needs a Devanagari font, and not every system has one (many Linux desktops, some older
 * phones). Noto Sans Devanagari is declared for Devanagari code points only: the browser fetches a
 * file (about 50 KB a weight) only when Hindi text is on screen and no installed copy of the font
 * (`local()`) is found. English readers never download it. It comes FIRST in the theme's font
 * stack: Chromium on Linux otherwise settles on the system font's empty boxes before reaching it;
 * its unicode-range keeps every Latin letter and digit on the system font. docs/i18n.md.
 */
const DEVANAGARI = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF';

export const DEVANAGARI_FAMILY = '"Noto Sans Devanagari"';

const face = (weight: number, local: string, url: string) => ({
  fontFamily: 'Noto Sans Devanagari',
  fontStyle: 'normal',
  fontWeight: weight,
  fontDisplay: 'swap',
  src: `local("Noto Sans Devanagari ${local}"), local("NotoSansDevanagari-${local}"), url(${url}) format("woff2")`,
  unicodeRange: DEVANAGARI,
});

// One rule per weight: emotion keeps only the last of several '@font-face' keys in one object.
const faces = [face(400, 'Regular', regular), face(500, 'Medium', medium), face(700, 'Bold', bold)].map(
  (declaration) => ({ '@font-face': declaration }),
);

export function DevanagariFont() {
  return <GlobalStyles styles={faces} />;
}

/**
 * In Hindi, fetches every weight at once, not only those on the first screen: the service worker
 * keeps the files it has seen (cache first), so a weight first needed offline (the offline
 * banner's medium) is there too instead of empty boxes. English readers fetch nothing.
 */
export function DevanagariWarmUp() {
  const { locale } = useIntl();
  useEffect(() => {
    if (!locale.startsWith('hi') || typeof document.fonts?.load !== 'function') return;
    for (const weight of [400, 500, 700]) {
      void document.fonts.load(`${weight} 1em ${DEVANAGARI_FAMILY}`, 'क').catch(() => undefined);
    }
  }, [locale]);
  return null;
}
