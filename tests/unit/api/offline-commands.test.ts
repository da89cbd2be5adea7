import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import type * as OfflineCommands from '@/api/offline-commands';
import type * as AuthToken from '@/session/auth-token';
import { ownerKeyOf } from '@/session/rules/owner-key';

import { freshStorage, rawRows } from '../storage/fresh-storage';

type Modules = {
  auth: typeof AuthToken;
  commands: typeof OfflineCommands;
};

let api: Modules;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(async () => {
  await freshStorage();
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}', { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  const auth = await import('@/session/auth-token');
  const commands = await import('@/api/offline-commands');
  // The app state follows the bus from its first import on (the app's data layer imports it
  // before anything is emitted); the queue it reads loads later, at the first change.
  await import('@/events/state/store');
  const { emit } = await import('@/events/bus');
  auth.setAuthorization('Bearer t1');
  emit('state/user-id-set', { userId: 'cust-1' });
  api = { auth, commands };
});

afterEach(async () => {
  await api.auth.tokenPersisted();
  vi.unstubAllGlobals();
});

const markRead = {
  service: 'user' as const,
  path: '/alerts/read',
  body: { ids: ['a1'] },
  schema: z.unknown(),
  action: { code: 'mark-alerts-read' as const },
  refresh: [['alerts']],
};

describe('a change made offline', () => {
  it('waits in the queue under an owner key, without the token', async () => {
    api.commands.setOnlineSource(() => false);
    const outcome = await api.commands.sendOrQueue(markRead);
    expect(outcome).toHaveProperty('queued');
    expect(fetchMock).not.toHaveBeenCalled();
    const rows = await rawRows('commands');
    expect(rows).toEqual([expect.objectContaining({ owner: ownerKeyOf('Bearer t1'), userId: 'cust-1' })]);
    expect(JSON.stringify(rows)).not.toContain('t1"');
    expect(JSON.stringify(rows)).not.toContain('Bearer');
  });

  it('keeps what the customer did as a code, never as words', async () => {
    api.commands.setOnlineSource(() => false);
    await api.commands.sendOrQueue(markRead);
    const rows = await rawRows('commands');
    expect(rows).toEqual([expect.objectContaining({ action: { code: 'mark-alerts-read' } })]);
    expect(rows[0]).not.toHaveProperty('label');
  });

  it('is sent back online with the session token and its key', async () => {
    api.commands.setOnlineSource(() => false);
    const outcome = await api.commands.sendOrQueue(markRead);
    api.commands.setOnlineSource(() => true);
    await api.commands.flushCommands();
    expect(fetchMock).toHaveBeenCalledOnce();
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer t1');
    expect(headers.get('Idempotency-Key')).toBe((outcome as { queued: string }).queued);
    expect(await rawRows('commands')).toEqual([]);
  });

  it("is never sent under another session's token: dropped unsent", async () => {
    api.commands.setOnlineSource(() => false);
    await api.commands.sendOrQueue(markRead);
    // The token changed without the queue being handed over (not a refresh of the same customer).
    api.auth.setAuthorization('Bearer t2');
    api.commands.setOnlineSource(() => true);
    await api.commands.flushCommands();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await rawRows('commands')).toEqual([]);
  });
});
