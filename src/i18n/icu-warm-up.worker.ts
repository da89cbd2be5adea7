/**
 * The worker that starts ICU for the page (icu-warm-up.ts): it makes its formatters and ends. It
 * answers nothing; the page never waits for it.
 */
import { warmUpIcu } from './icu-warm-up';

warmUpIcu();
(self as unknown as { close(): void }).close();
