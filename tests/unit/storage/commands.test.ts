import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Deliver from '@/api/command-delivery';
import type * as Commands from '@/storage/commands';

import { freshStorage, rawRows } from './fresh-storage';

let commands: typeof Commands;
let deliver: typeof Deliver;

beforeEach(async () => {
  await freshStorage();
  commands = await import('@/storage/commands');
  deliver = await import('@/api/command-delivery');
});

const change = (userId: string, n: number) => ({
  userId,
  label: `change ${n}`,
  url: 'http://localhost/ind-investment/api/v4/alerts/read',
  body: { ids: [`a${n}`] },
  auth: `Bearer ${userId}`,
  refresh: [['alerts']],
});

describe('the command queue', () => {
  it('sends in order, each with its token and its key, and forgets what was applied', async () => {
    const first = await commands.addCommand(change('u1', 1), 1);
    const second = await commands.addCommand(change('u1', 2), 2);
    const sent: { key: string; auth: string; ids: unknown }[] = [];
    const result = await deliver.drainCommands(
      (row) => {
        const headers = deliver.commandHeaders(row);
        sent.push({
          key: headers['Idempotency-Key'] ?? '',
          auth: headers.Authorization ?? '',
          ids: row.body,
        });
        return Promise.resolve({ status: 200 });
      },
      { userId: 'u1', now: () => 10 },
    );
    expect(sent).toEqual([
      { key: first, auth: 'Bearer u1', ids: { ids: ['a1'] } },
      { key: second, auth: 'Bearer u1', ids: { ids: ['a2'] } },
    ]);
    expect(result.applied.map((row) => row.id)).toEqual([first, second]);
    expect(result.waiting).toBe(false);
    expect(await rawRows('commands')).toEqual([]);
  });

  it('keeps a command that got no answer, with the same key, and stops there', async () => {
    const first = await commands.addCommand(change('u1', 1), 1);
    await commands.addCommand(change('u1', 2), 2);
    const post = vi.fn(() => Promise.resolve({ status: null }));
    const result = await deliver.drainCommands(post, { userId: 'u1', now: () => 10 });
    expect(post).toHaveBeenCalledTimes(1);
    expect(result.waiting).toBe(true);
    const rows = (await commands.allCommands()).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(rows.map((row) => row.id)[0]).toBe(first);
    expect(rows[0]).toMatchObject({ attempts: 1, nextAttemptAt: 10 + 2_000 });
    // Not due yet: a drain that respects backoff sends nothing; "back online" sends it at once.
    expect((await deliver.drainCommands(post, { userId: 'u1', now: () => 20 })).waiting).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
    await deliver.drainCommands(post, { userId: 'u1', now: () => 20, ignoreBackoff: true });
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('marks a refused command with the reason for the page to undo, and goes on with the next', async () => {
    const first = await commands.addCommand(change('u1', 1), 1);
    await commands.addCommand(change('u1', 2), 2);
    const answers = [{ status: 409, message: 'Already handled' }, { status: 200 }];
    const result = await deliver.drainCommands(() => Promise.resolve(answers.shift() ?? { status: 200 }), {
      userId: 'u1',
      now: () => 10,
    });
    expect(result.refused).toEqual([expect.objectContaining({ id: first, refused: 'Already handled' })]);
    expect(result.applied).toHaveLength(1);
    const taken = await deliver.takeRefused('u1');
    expect(taken.map((row) => row.id)).toEqual([first]);
    expect(await rawRows('commands')).toEqual([]);
  });

  it("never sends another user's commands, and a 401 purges the whole queue", async () => {
    await commands.addCommand(change('u1', 1), 1);
    await commands.addCommand(change('u2', 2), 2);
    const post = vi.fn(() => Promise.resolve({ status: 401 }));
    const result = await deliver.drainCommands(post, { userId: 'u2', now: () => 10 });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([expect.objectContaining({ userId: 'u2' })]);
    expect(result.signedOut).toBe(true);
    expect(await rawRows('commands')).toEqual([]);
  });

  it('drops a command older than a week unsent', async () => {
    await commands.addCommand(change('u1', 1), 0);
    const post = vi.fn(() => Promise.resolve({ status: 200 }));
    await deliver.drainCommands(post, { userId: 'u1', now: () => 8 * 24 * 60 * 60_000 });
    expect(post).not.toHaveBeenCalled();
    expect(await rawRows('commands')).toEqual([]);
  });

  it('purgeCommands forgets every queued change (logout)', async () => {
    await commands.addCommand(change('u1', 1), 1);
    await commands.purgeCommands();
    expect(await rawRows('commands')).toEqual([]);
  });
});
