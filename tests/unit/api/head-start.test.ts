import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as HeadStart from '@/api/head-start';
import { userBasicSchema, type UserBasic } from '@/api/schemas/user';

import { jsonResponse, loadApi, stubFetch, type Api, type FetchMock } from '../../support/fetch-stub';

const USER: UserBasic = {
  id: 'cust-1',
  name: 'Asha Rao',
  first_name: 'Asha',
  mobile_masked: 'XXXXXX4321',
  email_masked: 'a***@example.com',
};
const URL_OF_USER = '/ind-investment/api/v4/user/basic/';

let fetchMock: FetchMock;
let api: Api;
let headStart: typeof HeadStart;

const getUser = () => api.request({ service: 'user', path: '/user/basic/', schema: userBasicSchema });

beforeEach(async () => {
  window.localStorage.clear();
  fetchMock = stubFetch(200, USER);
  api = await loadApi();
  headStart = await import('@/api/head-start');
  api.auth.setAuthorization('Bearer demo');
});

afterEach(async () => {
  await api.auth.tokenPersisted();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('answers asked for early (the first screen’s head start)', () => {
  it('a query adopts the answer asked for early instead of asking again', async () => {
    headStart.askEarly(URL_OF_USER, 'Bearer demo');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await getUser()).toEqual(USER);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Once: the next call asks the network itself.
    await getUser();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks early with the headers the query would send', () => {
    headStart.askEarly(URL_OF_USER, 'Bearer demo');
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer demo');
    expect(headers.get('Accept-Language')).toBe('en-IN, en;q=0.9');
    expect(headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never hands one customer’s answer to another', async () => {
    headStart.askEarly(URL_OF_USER, 'Bearer other');
    await getUser();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1]![1]!.headers).get('Authorization')).toBe('Bearer demo');
  });

  it('treats an early 401 like its own: the session ends', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(jsonResponse(401, { error: 'expired' })));
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    headStart.askEarly(URL_OF_USER, 'Bearer demo');
    await expect(getUser()).rejects.toMatchObject({ statusCode: 401 });
    expect(api.auth.getAuthorization()).toBeNull();
  });
});
