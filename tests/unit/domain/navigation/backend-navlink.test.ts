import { describe, expect, it, vi } from 'vitest';

import { DEFAULT_HOSTS } from '@/config/hosts';
import { decideBackendNavlink, type NavlinkContext } from '@/domain/navigation/backend-navlink';
import { isUpiPayIntent } from '@/domain/navigation/upi-intent';
import { executeNavAction } from '@/native/nav-executor';

import { fakeEnv } from '../../native/support/fakes';

const web: NavlinkContext = {
  platform: 'web',
  hosts: DEFAULT_HOSTS,
  currentSearch: '?tab=x',
  framed: false,
  authorization: 'Bearer demo',
};

describe('decideBackendNavlink', () => {
  it('lending: https → native redirect in the apps; relative → pushed with the query merged', () => {
    expect(
      decideBackendNavlink(
        'https://lending.kosh.money/pay',
        { ...web, platform: 'android' },
        { lending: true },
      ),
    ).toEqual({
      kind: 'native-redirect',
      url: 'https://lending.kosh.money/pay',
    });
    expect(decideBackendNavlink('/insta-cash?repay=overdue', web, { lending: true })).toEqual({
      kind: 'push',
      path: '/insta-cash?tab=x&repay=overdue',
    });
  });

  it('goals: the parent goes to the goals page when framed; in a browser source=goals; in the apps the launch URL', () => {
    expect(decideBackendNavlink('/goals/retire', { ...web, framed: true })).toEqual({
      kind: 'parent-redirect',
      url: 'https://www.kosh.money/goals',
    });
    expect(decideBackendNavlink('/goals/retire', web)).toEqual({
      kind: 'push',
      path: '/goals/retire?source=goals',
    });
    const app = decideBackendNavlink('/goals/retire', { ...web, platform: 'android' });
    expect(app.kind).toBe('native-webview');
    expect(decideBackendNavlink('https://goals.kosh.money/plan', web)).toEqual({
      kind: 'open-external',
      url: 'https://goals.kosh.money/plan?token=demo',
    });
  });

  it('other links: pushed, opened outside or refused', () => {
    expect(decideBackendNavlink('/credit-cards?tab=bill-payment', web)).toEqual({
      kind: 'push',
      path: '/credit-cards?tab=bill-payment',
    });
    expect(decideBackendNavlink('https://help.kosh.money/x', { ...web, platform: 'ios' }).kind).toBe(
      'native-redirect',
    );
    expect(decideBackendNavlink('javascript:alert(1)', web).kind).toBe('refused');
  });

  it('the executor sends the parent window when Kosh is framed by the main site', () => {
    const env = fakeEnv(true);
    const navigate = vi.fn();
    executeNavAction(decideBackendNavlink('/insurance/term', { ...web, framed: true }), {
      navigate,
      bridge: () => Promise.reject(new Error('no bridge needed')),
      env,
    });
    expect(env.assignParent).toHaveBeenCalledWith('https://www.kosh.money/goals');
    expect(env.assign).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('isUpiPayIntent', () => {
  it.each([
    ['upi://pay?pa=cardbills@kosh&pn=HDFC%20Bank&am=982.00&cu=INR&tr=pay_1', true],
    ['upi://pay?pa=x@y&am=1', true],
    ['upi://pay?pn=x&am=1', false],
    ['upi://pay?pa=x@y&am=abc', false],
    ['upi://collect?pa=x@y&am=1', false],
    ['javascript:alert(1)//upi://pay?pa=x@y&am=1', false],
    ['upi://pay?pa=x@y&am=1\n', false],
  ])('%s → %s', (url, ok) => {
    expect(isUpiPayIntent(url)).toBe(ok);
  });
});
