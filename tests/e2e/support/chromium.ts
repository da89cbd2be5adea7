import { existsSync } from 'node:fs';

/** Where the e2e tests find Chromium: `CHROME_PATH`, else Debian's package. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with:  sudo apt-get update && sudo apt-get install -y chromium  (or set CHROME_PATH)`,
    );
  }
  return path;
}
