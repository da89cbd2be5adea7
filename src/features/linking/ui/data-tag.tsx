import type { ReactNode } from 'react';

/**
 * The `<data>` tag of a message: names inside a sentence (banks, partners, brokers) stay as sent,
 * marked `translate="no"` so neither browser translation nor the Hindi walk touches them.
 */
export const dataTag = (chunks: ReactNode[]) => <span translate="no">{chunks}</span>;
