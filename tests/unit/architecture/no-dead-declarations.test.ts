/**
 * Dead code that looks alive: a state event nobody emits, a state field nobody reads, a business
 * constant nobody imports. Each reads as a feature to a newcomer; this check keeps them out
 * (docs/decisions/0010-shared-state-and-constants.md). It reads the sources as text: tests do not
 * count as users.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import * as constants from '@/config/constants';
import { initialAppState } from '@/events/state/app-state';

// Vitest runs from the repository's root.
const ROOT = process.cwd();

/** Every .ts/.tsx file under the given folders of the repository, as [path, text]. */
function sources(...folders: string[]): [string, string][] {
  const files: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) files.push([relative(ROOT, path), readFileSync(path, 'utf8')]);
    }
  };
  for (const folder of folders) walk(join(ROOT, folder));
  return files;
}

const app = sources('src', 'sw', 'sandbox');
const events = readFileSync(join(ROOT, 'src/events/app-events.ts'), 'utf8');
const stateEvents = [...events.matchAll(/^\s*'(state\/[a-z-]+)':/gm)].map((match) => match[1]);

describe('no dead declarations', () => {
  it('finds the state events it checks', () => {
    expect(stateEvents.length).toBeGreaterThan(0);
  });

  it.each(stateEvents)('%s is emitted outside tests', (name) => {
    const emitters = app.filter(([, text]) => text.includes(`emit('${name}'`)).map(([path]) => path);
    expect(emitters, `${name} is declared but never emitted`).not.toEqual([]);
  });

  it.each(Object.keys(initialAppState))('the state field %s is read outside the reducer', (field) => {
    const reader = new RegExp(`\\.${field}\\b`);
    const readers = app
      .filter(([path]) => path !== 'src/events/state/app-state.ts')
      .filter(([, text]) => reader.test(text))
      .map(([path]) => path);
    expect(readers, `${field} is kept but never read`).not.toEqual([]);
  });

  it.each(Object.keys(constants))('the constant %s is imported outside config/', (name) => {
    const word = new RegExp(`\\b${name}\\b`);
    const importers = app
      .filter(([path]) => path !== 'src/config/constants.ts')
      .filter(([, text]) => word.test(text))
      .map(([path]) => path);
    expect(importers, `${name} is declared but never imported`).not.toEqual([]);
  });
});
