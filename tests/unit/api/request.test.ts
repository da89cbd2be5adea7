import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { userBasicSchema, type UserBasic } from '@/api/schemas/user';

import { jsonResponse, loadApi, sent, stubFetch, type Api, type FetchMock } from '../../support/fetch-stub';

const USER: UserBasic = {
  id: 'cust-1',
  name: 'Asha Rao',
  first_name: 'Asha',
  mobile_masked: 'XXXXXX4321',
  email_masked: 'a***@example.com',
};

let fetchMock: FetchMock;
let api: Api;

function respondWith(status: number, body: unknown): void {
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(status, body)));
}

function getUser(query?: Record<string, string | number | boolean | undefined>): Promise<UserBasic> {
  return api.request({
    service: 'user',
    path: '/user/basic/',
    schema: userBasicSchema,
    ...(query ? { query } : {}),
  });
}

/** Stubs `location.assign` (jsdom cannot navigate) on a copy of the current location. */
function stubAssign(): ReturnType<typeof vi.fn<(url: string | URL) => void>> {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

beforeEach(async () => {
  window.localStorage.clear();
  fetchMock = stubFetch(200, USER);
  api = await loadApi();
});

afterEach(async () => {
  // A set or clear the test left unawaited reaches IndexedDB before the next test starts.
  await api.auth.tokenPersisted();
  // As if the login page had come: no retry of a 401's navigation outlives its test.
  window.dispatchEvent(new Event('pagehide'));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('request', () => {
  it('calls the service root plus path, with the query, as JSON', async () => {
    await getUser({ segment: 'all', page: 2, fresh: true, skipped: undefined });
    expect(sent(fetchMock).url).toBe('/ind-investment/api/v4/user/basic/?segment=all&page=2&fresh=true');
    expect(sent(fetchMock).init.method).toBe('GET');
    expect(sent(fetchMock).headers.get('Content-Type')).toBe('application/json');
    expect(sent(fetchMock).headers.get('Accept')).toBe('application/json');
  });

  it('sends the bearer token when signed in and none when signed out', async () => {
    api.auth.setAuthorization('Bearer abc');
    await getUser();
    api.auth.clearAuthorization();
    await getUser();
    expect(sent(fetchMock, 0).headers.get('Authorization')).toBe('Bearer abc');
    expect(sent(fetchMock, 1).headers.has('Authorization')).toBe(false);
  });

  it('at page start, a call waits for the stored token and sends it', async () => {
    const { writeStoredToken, deleteStoredToken } = await import('@/session/stored-token');
    const { tokenFingerprint } = await import('@/session/rules/arrival');
    await writeStoredToken('Bearer stored');
    window.localStorage.setItem('kosh.session.key', tokenFingerprint('Bearer stored'));
    api = await loadApi();
    expect(api.auth.getAuthorization()).toBeNull(); // still being read
    await getUser();
    expect(sent(fetchMock, 0).headers.get('Authorization')).toBe('Bearer stored');
    await deleteStoredToken();
  });

  it('gives every call a request id of its own', async () => {
    await Promise.all([getUser(), getUser(), getUser()]);
    const ids = [0, 1, 2].map((i) => sent(fetchMock, i).headers.get('X-Request-Id'));
    expect(ids.every((id) => id !== null && /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });

  it('posts a JSON body', async () => {
    await api.request({
      service: 'user',
      path: '/user/basic/',
      schema: userBasicSchema,
      method: 'POST',
      body: { a: 1 },
    });
    expect(sent(fetchMock).init.method).toBe('POST');
    expect(sent(fetchMock).init.body).toBe('{"a":1}');
  });

  it('resolves with the body parsed by the schema', async () => {
    await expect(getUser()).resolves.toEqual(USER);
  });

  it('rejects a body that breaks the contract with a ContractError', async () => {
    respondWith(200, { ...USER, id: '' });
    await expect(getUser()).rejects.toBeInstanceOf(api.errors.ContractError);
  });

  it('rejects a server error with an ApiError carrying the status and the parsed body', async () => {
    const body = { error: { code: 'INTERNAL', message: 'Something broke' } };
    respondWith(500, body);
    const error: unknown = await getUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(api.errors.ApiError);
    expect(error).toMatchObject({ statusCode: 500, body, message: 'Something broke' });
  });

  it('rejects with a NetworkError when the request never gets an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getUser()).rejects.toBeInstanceOf(api.errors.NetworkError);
  });

  it('passes an abort through unchanged', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(getUser()).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('request on a 401', () => {
  it('signs out and sends the browser to the login page with the way back', async () => {
    window.history.replaceState(null, '', '/savings?tab=2#txns');
    const assign = stubAssign();
    api.auth.setAuthorization('Bearer expired');
    respondWith(401, { error: { code: 'UNAUTHORIZED', message: 'Token expired' } });

    await expect(getUser()).rejects.toMatchObject({ statusCode: 401 });
    expect(api.auth.getAuthorization()).toBeNull();
    expect(assign).toHaveBeenCalledWith(`/login?return_to=${encodeURIComponent('/savings?tab=2')}`);
  });

  it('signs out once and asks for the login page once when a burst of calls is refused', async () => {
    const assign = stubAssign();
    const leaving = vi.spyOn(api.auth, 'clearAuthorization');
    api.auth.setAuthorization('Bearer expired');
    respondWith(401, { error: { code: 'UNAUTHORIZED', message: 'Token expired' } });

    const refused = await Promise.allSettled([getUser(), getUser(), getUser()]);
    expect(refused.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('asks for the login page again while the page is still there, waiting longer each time', async () => {
    const assign = stubAssign();
    const waits: { run: () => void; ms: number }[] = [];
    const realSetTimeout = window.setTimeout.bind(window);
    vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
      // The login page's waits (4 s, then twice as long each time); the call's own time limit runs.
      if (ms !== undefined && Number.isInteger(Math.log2(ms / 4000))) {
        waits.push({ run, ms });
        return 0;
      }
      return realSetTimeout(run, ms);
    }) as typeof window.setTimeout);
    api.auth.setAuthorization('Bearer expired');
    respondWith(401, { error: { code: 'UNAUTHORIZED', message: 'Token expired' } });

    await expect(getUser()).rejects.toMatchObject({ statusCode: 401 });
    expect(assign).toHaveBeenCalledTimes(1);
    // The navigation was cancelled: still here when the wait ends.
    waits.shift()?.run();
    expect(assign).toHaveBeenCalledTimes(2);
    expect(assign).toHaveBeenLastCalledWith('/login?return_to=%2F');
    expect(waits.map((wait) => wait.ms)).toEqual([8000]);
  });

  it('signs out but stays put inside the Android app', async () => {
    vi.stubGlobal('KoshAndroid', {});
    api = await loadApi();
    const assign = stubAssign();
    api.auth.setAuthorization('Bearer expired');
    respondWith(401, { error: { code: 'UNAUTHORIZED', message: 'Token expired' } });

    await expect(getUser()).rejects.toMatchObject({ statusCode: 401 });
    expect(api.auth.getAuthorization()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the session on other client errors', async () => {
    const assign = stubAssign();
    api.auth.setAuthorization('Bearer abc');
    respondWith(403, { error: { code: 'FORBIDDEN', message: 'No access' } });
    await expect(getUser()).rejects.toMatchObject({ statusCode: 403 });
    expect(api.auth.getAuthorization()).toBe('Bearer abc');
    expect(assign).not.toHaveBeenCalled();
  });
});
