import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Deliver from '@/api/command-delivery';
import { ownerKeyOf } from '@/session/rules/owner-key';
import type * as Commands from '@/storage/commands';

import { currentBackend } from './current-backend';
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
  action: { code: 'mark-alerts-read' as const },
  url: 'http://localhost/ind-investment/api/v4/alerts/read',
  body: { ids: [`a${n}`] },
  owner: ownerKeyOf(`Bearer ${userId}`) ?? '',
  refresh: [['alerts']],
});

/** The session's token for `userId` in these tests. */
const tokenOf = (userId: string) => `Bearer ${userId}`;

describe('the command queue', () => {
  it('sends in order, each with its token and its key, and forgets what was applied', async () => {
    const first = await commands.addCommand(change('u1', 1), 1);
    const second = await commands.addCommand(change('u1', 2), 2);
    const sent: { key: string; auth: string; ids: unknown }[] = [];
    const result = await deliver.drainCommands(
      (row, authorization) => {
        const headers = deliver.commandHeaders(row, authorization);
        sent.push({
          key: headers['Idempotency-Key'] ?? '',
          auth: headers.Authorization ?? '',
          ids: row.body,
        });
        return Promise.resolve({ status: 200 });
      },
      { userId: 'u1', authorization: tokenOf('u1'), now: () => 10 },
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
    const result = await deliver.drainCommands(post, {
      userId: 'u1',
      authorization: tokenOf('u1'),
      now: () => 10,
    });
    expect(post).toHaveBeenCalledTimes(1);
    expect(result.waiting).toBe(true);
    const rows = (await commands.allCommands()).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(rows.map((row) => row.id)[0]).toBe(first);
    expect(rows[0]).toMatchObject({ attempts: 1, nextAttemptAt: 10 + 2_000 });
    // Not due yet: a drain that respects backoff sends nothing; "back online" sends it at once.
    expect(
      (await deliver.drainCommands(post, { userId: 'u1', authorization: tokenOf('u1'), now: () => 20 }))
        .waiting,
    ).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
    await deliver.drainCommands(post, {
      userId: 'u1',
      authorization: tokenOf('u1'),
      now: () => 20,
      ignoreBackoff: true,
    });
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('marks a refused command with the reason for the page to undo, and goes on with the next', async () => {
    const first = await commands.addCommand(change('u1', 1), 1);
    await commands.addCommand(change('u1', 2), 2);
    const answers = [{ status: 409, message: 'Already handled' }, { status: 200 }];
    const result = await deliver.drainCommands(() => Promise.resolve(answers.shift() ?? { status: 200 }), {
      userId: 'u1',
      authorization: tokenOf('u1'),
      now: () => 10,
    });
    expect(result.refused).toEqual([expect.objectContaining({ id: first, refused: 'Already handled' })]);
    expect(result.applied).toHaveLength(1);
    const taken = await deliver.takeRefused('u1');
    expect(taken.map((row) => row.id)).toEqual([first]);
    expect(await rawRows('commands')).toEqual([]);
  });

  it("never sends another user's commands, and a 401 purges the whole queue", async () => {
    await commands.addCommand(change('u2', 1), 1);
    await commands.addCommand({ ...change('u1', 2), owner: change('u2', 0).owner }, 2);
    const post = vi.fn(() => Promise.resolve({ status: 401 }));
    const result = await deliver.drainCommands(post, {
      userId: 'u2',
      authorization: tokenOf('u2'),
      now: () => 10,
    });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([expect.objectContaining({ userId: 'u2' }), tokenOf('u2')]);
    expect(result.signedOut).toBe(true);
    expect(await rawRows('commands')).toEqual([]);
  });

  it('drops a command older than a week unsent', async () => {
    await commands.addCommand(change('u1', 1), 0);
    const post = vi.fn(() => Promise.resolve({ status: 200 }));
    await deliver.drainCommands(post, {
      userId: 'u1',
      authorization: tokenOf('u1'),
      now: () => 8 * 24 * 60 * 60_000,
    });
    expect(post).not.toHaveBeenCalled();
    expect(await rawRows('commands')).toEqual([]);
  });

  it('purgeCommands forgets every queued change (logout)', async () => {
    await commands.addCommand(change('u1', 1), 1);
    await commands.purgeCommands();
    expect(await rawRows('commands')).toEqual([]);
  });

  it('holds no token: a row names its session by owner key only', async () => {
    await commands.addCommand(change('u1', 1), 1);
    const raw = JSON.stringify(await rawRows('commands'));
    expect(raw).not.toContain('Bearer');
    expect(raw).not.toContain('"auth"');
  });

  it("never sends a row under another session's token: it is dropped unsent", async () => {
    await commands.addCommand(change('u1', 1), 1);
    const post = vi.fn(() => Promise.resolve({ status: 200 }));
    // The same user id, another session (a new token for someone the device could not tell apart).
    const result = await deliver.drainCommands(post, {
      userId: 'u1',
      authorization: 'Bearer other',
      now: () => 10,
    });
    expect(post).not.toHaveBeenCalled();
    expect(result.applied).toEqual([]);
    expect(await rawRows('commands')).toEqual([]);
  });

  it('sends nothing signed out, and keeps the rows for logout to purge', async () => {
    await commands.addCommand(change('u1', 1), 1);
    const post = vi.fn(() => Promise.resolve({ status: 200 }));
    const result = await deliver.drainCommands(post, { userId: 'u1', authorization: null, now: () => 10 });
    expect(post).not.toHaveBeenCalled();
    expect(result).toMatchObject({ waiting: false, signedOut: false });
    expect(await rawRows('commands')).toHaveLength(1);
  });

  it('upgrades rows an older version wrote with the token: owner key in, token out', async () => {
    const backend = await currentBackend();
    const legacy = { ...change('u1', 1), id: '0190-a', createdAt: 1, attempts: 0, nextAttemptAt: 1 };
    const { owner: _owner, ...withoutOwner } = legacy;
    await backend.tables.commands.put({ ...withoutOwner, auth: tokenOf('u1') } as never);
    await backend.tables.commands.put({
      ...withoutOwner,
      id: '0190-b',
      auth: tokenOf('u9'),
    } as never);
    const sent: string[] = [];
    await deliver.drainCommands(
      (row, authorization) => {
        sent.push(`${row.id} ${authorization}`);
        return Promise.resolve({ status: null });
      },
      { userId: 'u1', authorization: tokenOf('u1'), now: () => 10 },
    );
    expect(sent).toEqual([`0190-a ${tokenOf('u1')}`]);
    const rows = await rawRows('commands');
    expect(rows).toEqual([expect.objectContaining({ id: '0190-a', owner: ownerKeyOf(tokenOf('u1')) })]);
    expect(JSON.stringify(rows)).not.toContain('Bearer');
  });

  it("reassignCommands gives a session's rows to the same customer's new token", async () => {
    await commands.addCommand(change('u1', 1), 1);
    const next = ownerKeyOf('Bearer u1-refreshed') ?? '';
    await commands.reassignCommands(change('u1', 0).owner, next);
    expect(await rawRows('commands')).toEqual([expect.objectContaining({ owner: next })]);
  });
});
