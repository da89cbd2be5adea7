import { beforeEach, describe, expect, it } from 'vitest';

import type * as Linking from '@/storage/repositories/linking';

import { storedOtpScreensRemaining } from './current-backend';
import { freshStorage } from './fresh-storage';

let linking: typeof Linking;

const ACCOUNT = { maskedAccNumber: 'XXXX1234', fipId: 'HDFC-FIP', FIType: 'SAVINGS' };
const HOLDINGS = { maskedAccNumber: 'XXXX9876', fipId: 'CDSLFIP', FIType: 'EQUITIES' };

beforeEach(async () => {
  await freshStorage();
  linking = await import('@/storage/repositories/linking');
});

describe('linking repository', () => {
  it('starts empty', async () => {
    expect(await linking.getAccountsToBeLinked()).toEqual([]);
    expect(await linking.getAccountsToBeTracked()).toEqual([]);
    expect(await storedOtpScreensRemaining()).toBeUndefined();
    expect(await linking.getConsentUserDetails()).toBeNull();
  });

  it('keeps accounts to be linked and to be tracked apart', async () => {
    await linking.setAccountsToBeLinked([ACCOUNT]);
    await linking.setAccountsToBeTracked([HOLDINGS]);
    expect(await linking.getAccountsToBeLinked()).toEqual([ACCOUNT]);
    expect(await linking.getAccountsToBeTracked()).toEqual([HOLDINGS]);
  });

  it('counts the OTP screens remaining', async () => {
    await linking.setOtpScreensRemaining(2);
    await linking.setOtpScreensRemaining(1);
    expect(await storedOtpScreensRemaining()).toBe(1);
  });

  it('keeps the consent user details with their handle id', async () => {
    await linking.setConsentUserDetails({ handle_id: 'h-42', mobile: 'XXXXXX4321' });
    expect(await linking.getConsentUserDetails()).toEqual({ handle_id: 'h-42', mobile: 'XXXXXX4321' });
  });

  it('forgets the whole journey at once', async () => {
    await linking.setAccountsToBeLinked([ACCOUNT]);
    await linking.setOtpScreensRemaining(3);
    await linking.clearLinking();
    expect(await linking.getAccountsToBeLinked()).toEqual([]);
    expect(await storedOtpScreensRemaining()).toBeUndefined();
  });

  it('hands out copies: changing a returned list does not change what is stored', async () => {
    await linking.setAccountsToBeLinked([ACCOUNT]);
    const list = (await linking.getAccountsToBeLinked()) as Record<string, unknown>[];
    list.push({ maskedAccNumber: 'other' });
    expect(await linking.getAccountsToBeLinked()).toEqual([ACCOUNT]);
  });
});
