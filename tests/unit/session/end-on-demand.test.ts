import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@/session/logout');
  vi.doUnmock('@/session/customer-change');
  vi.resetModules();
  window.localStorage.clear();
});

describe('the session end, loaded on demand', () => {
  it('runs the whole logout once its chunk is there', async () => {
    const logout = vi.fn(() => Promise.resolve());
    vi.doMock('@/session/logout', () => ({ logout }));
    const { logoutOnDemand } = await import('@/session/end-on-demand');
    await logoutOnDemand();
    expect(logout).toHaveBeenCalledOnce();
  });

  it('still drops the token when the chunk cannot be had, and never rejects', async () => {
    vi.doMock('@/session/logout', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const auth = await import('@/session/auth-token');
    auth.setAuthorization('Bearer t1');
    const { logoutOnDemand } = await import('@/session/end-on-demand');
    await expect(logoutOnDemand()).resolves.toBeUndefined();
    expect(await auth.currentAuthorization()).toBeNull();
  });

  it('changes the customer, or signs out when the change cannot load', async () => {
    const changeCustomer = vi.fn(() => Promise.resolve());
    vi.doMock('@/session/customer-change', () => ({ changeCustomer }));
    let loaded = await import('@/session/end-on-demand');
    await loaded.changeCustomerOnDemand('Bearer t2');
    expect(changeCustomer).toHaveBeenCalledWith('Bearer t2');

    vi.resetModules();
    vi.doMock('@/session/customer-change', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const auth = await import('@/session/auth-token');
    auth.setAuthorization('Bearer t1');
    loaded = await import('@/session/end-on-demand');
    await expect(loaded.changeCustomerOnDemand('Bearer t2')).resolves.toBeUndefined();
    expect(await auth.currentAuthorization()).toBeNull();
  });
});
