import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Endpoints from '@/api/endpoints/profile';
import type { EditableProfile } from '@/api/schemas/profile';

import {
  jsonResponse,
  loadApi,
  sent,
  stubFetch,
  type Api,
  type FetchMock,
} from '../../../support/fetch-stub';

const PROFILE: EditableProfile = {
  name: 'Aarav Sharma',
  first_name: 'Aarav',
  email_masked: 'aa****@example.com',
  mobile_masked: 'XXXXXX3210',
};

let api: Api;
let profile: typeof Endpoints;
let fetchMock: FetchMock;

function answer(body: unknown, status = 200): void {
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(status, body)));
}

function bodyOf(index = 0): unknown {
  return JSON.parse(sent(fetchMock, index).init.body as string);
}

beforeEach(async () => {
  fetchMock = stubFetch(200, PROFILE);
  api = await loadApi();
  profile = await import('@/api/endpoints/profile');
  api.auth.setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.auth.clearAuthorization();
});

/** Whether a component observing these options would start fetching (false: disabled). */
function fetchesOnMount<T, K extends readonly unknown[]>(options: {
  queryKey: K;
  queryFn?: unknown;
  enabled?: unknown;
}): boolean {
  const observer = new QueryObserver<T, Error, T, T, K>(
    new QueryClient(),
    options as ConstructorParameters<typeof QueryObserver<T, Error, T, T, K>>[1],
  );
  const unsubscribe = observer.subscribe(() => undefined);
  const fetching = observer.getCurrentResult().fetchStatus === 'fetching';
  unsubscribe();
  return fetching;
}

/** The editable profile the way its screen reads it. */
function fetchProfile(): Promise<EditableProfile> {
  return new QueryClient().fetchQuery(profile.editableProfileQueryOptions());
}

describe('profile edit', () => {
  it('reads the editable profile from /v1/user/profile/edit with the bearer token', async () => {
    await expect(fetchProfile()).resolves.toEqual(PROFILE);
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/v1/user/profile/edit');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer demo');
  });

  it('rejects an answer that leaks an unmasked field shape (contract error)', async () => {
    answer({ name: 'Aarav', mobile: '9876543210' });
    await expect(fetchProfile()).rejects.toBeInstanceOf(api.errors.ContractError);
  });
});

describe('mobile/email change by OTP', () => {
  const SENT = {
    request_id: 'otp_1',
    type: 'mobile',
    sent_to: 'XXXXXX5601',
    otp_length: 6,
    expires_at: '2026-11-23T10:00:00.000Z',
    attempts_left: 5,
  };

  it('sends the OTP to the new contact', async () => {
    answer(SENT);
    await expect(profile.sendContactOtp({ type: 'mobile', value: '9812345601' })).resolves.toEqual(SENT);
    expect(sent(fetchMock).url).toBe('/v1/user/otp/EditMobileEmailOtp');
    expect(bodyOf()).toEqual({ type: 'mobile', value: '9812345601' });
  });

  it('verifies with the OTP and answers the changed profile', async () => {
    const changed = { ...PROFILE, mobile_masked: 'XXXXXX5601' };
    answer({ verified: true, type: 'mobile', profile: changed });
    const result = await profile.verifyContactOtp({ type: 'mobile', value: '9812345601', otp: '123456' });
    expect(result.profile).toEqual(changed);
    expect(sent(fetchMock).url).toBe('/v1/user/otp/EditMobileEmailOtp/verify');
    expect(bodyOf()).toEqual({ type: 'mobile', value: '9812345601', otp: '123456' });
  });

  it('reads why a wrong OTP failed, with the attempts left', async () => {
    answer({ error: { code: 'INVALID_OTP', message: 'The OTP is wrong', attempts_left: 4 } }, 400);
    const error = await profile
      .verifyContactOtp({ type: 'email', value: 'a@b.in', otp: '000000' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(api.errors.ApiError);
    expect(profile.contactOtpFailure(error)).toEqual({
      code: 'INVALID_OTP',
      message: 'The OTP is wrong',
      attempts_left: 4,
    });
  });

  it('has no OTP failure for errors that are not an answer', () => {
    expect(profile.contactOtpFailure(new api.errors.NetworkError())).toBeNull();
    expect(profile.contactOtpFailure(new api.errors.ApiError(500, 'oops', 'oops'))).toBeNull();
  });
});

describe('queries', () => {
  it('keys the editable profile under profile and is off without a token', () => {
    const options = profile.editableProfileQueryOptions();
    expect(options.queryKey).toEqual(['profile', 'editable']);
    expect(fetchesOnMount(options)).toBe(true);
    api.auth.clearAuthorization();
    expect(fetchesOnMount(options)).toBe(false);
  });

  it('after a change, shows the new profile and refetches the basic user', async () => {
    const client = new QueryClient();
    client.setQueryData(['user', 'basic'], { id: 'u' });
    const changed = { ...PROFILE, name: 'Aarav K Sharma' };
    await profile.profileChanged(client, changed);
    expect(client.getQueryData(['profile', 'editable'])).toEqual(changed);
    expect(client.getQueryState(['user', 'basic'])?.isInvalidated).toBe(true);
  });
});
