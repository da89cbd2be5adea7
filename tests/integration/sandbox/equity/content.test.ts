// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  manualPasswordFormSchema,
  salesPageSchema,
  trackingBottomsheetSchema,
} from '@/api/schemas/stocks-widget';

import { type EquityServer, IN_STOCKS, startEquityServer } from './equity-server';

let server: EquityServer;

beforeAll(async () => {
  server = await startEquityServer();
});
afterAll(async () => {
  await server.close();
});

const PERSONAS = ['demo', 'newbie', 'other'];

describe('GET /in-stocks/sales-page', () => {
  it.each(PERSONAS)('answers %s with the contract', async (token) => {
    const res = await server.get(`${IN_STOCKS}/sales-page`, token);
    expect(res.statusCode).toBe(200);
    const body = salesPageSchema.parse(res.json());
    expect(body.depositories.map((d) => d.fip_id).sort()).toEqual(['CDSLFIP', 'fip@nsdl']);
    expect(body.primary_cta.navlink).toMatch(/^\/[^/\\]/);
    expect(body.has_linked_brokers).toBe(token !== 'newbie');
  });

  it('invites newbie to link for the first time', async () => {
    const body = salesPageSchema.parse((await server.get(`${IN_STOCKS}/sales-page`, 'newbie')).json());
    expect(body).toMatchObject({ brokers_count: 0, primary_cta: { label: 'Link demat accounts' } });
  });
});

describe('GET /in-stocks/manual-password-form', () => {
  it('describes the CAS upload with a PAN password with a PAN pattern', async () => {
    const body = manualPasswordFormSchema.parse(
      (await server.get(`${IN_STOCKS}/manual-password-form`)).json(),
    );
    const password = body.fields.find((f) => f.name === 'password');
    expect(password?.type).toBe('password');
    // A slash-delimited pattern, as the backend sends it.
    const pattern = new RegExp((password?.pattern ?? '').replace(/^\/|\/$/g, ''));
    expect(pattern.test('ABCDE1234F')).toBe(true);
    expect(pattern.test('abcde1234f')).toBe(false);
    expect(body.fields.find((f) => f.name === 'depository')?.options.map((o) => o.value)).toEqual([
      'CDSL',
      'NSDL',
    ]);
    expect(body.fields.find((f) => f.type === 'file')?.accept).toBe('application/pdf');
  });

  it('answers 401 without a token', async () => {
    const res = await server.app.inject({ method: 'GET', url: `${IN_STOCKS}/manual-password-form` });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /cross-sell/tracking-bottomsheet', () => {
  it('offers newbie stock tracking first', async () => {
    const body = trackingBottomsheetSchema.parse(
      (await server.get('/stocks-widget/cross-sell/tracking-bottomsheet', 'newbie')).json(),
    );
    expect(body).toMatchObject({ show: true, tracked_products: [], offer: { product: 'EQUITY' } });
  });

  it.each(['demo', 'other'])('offers %s a product they do not track yet, or nothing', async (token) => {
    const body = trackingBottomsheetSchema.parse(
      (await server.get('/stocks-widget/cross-sell/tracking-bottomsheet', token)).json(),
    );
    expect(body.tracked_products).toContain('EQUITY');
    if (body.offer === null) expect(body.show).toBe(false);
    else {
      expect(body.show).toBe(true);
      expect(body.tracked_products).not.toContain(body.offer.product);
      expect(body.offer.cta.navlink).toMatch(/^\/[^/\\]/);
    }
  });
});
