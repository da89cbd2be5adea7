import type { FastifyInstance, FastifyReply } from 'fastify';

import {
  equityAlertPayloadSchema,
  gmailEnablePayloadSchema,
  revokeNonAaTrackingPayloadSchema,
  trackingUpdateSchema,
} from '@/api/schemas/stocks-widget';

import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import { idempotencyKeyOf, idempotencyStore, runOnce, sendOutcome } from '../../http/idempotency';
import { fill, say } from '../../http/language';
import { type EquityDeps, STOCKS } from './equity-deps';
import type { ListedBroker } from './equity-queries';
import { parseOr400, resolveBroker, sendBrokerNotFound } from './equity-request';
import { EQUITY_TEXT_WITH } from './equity-texts';
import { trackingView } from './equity-views';

/** docs/product.md#success-copy: the first Gmail-based fetch takes about 45 minutes. */
const GMAIL_FETCH_ETA_MINUTES = 45;

/**
 * The three tracking switches of docs/product.md#access-and-permissions (Gmail, price alerts) and
 * docs/product.md#revocation (revoke gmail tracking).
 */
export function registerTrackingRoutes(app: FastifyInstance, deps: EquityDeps): void {
  const { queries, store } = deps;
  // The app may queue a switch offline and send it again (docs/pwa.md): a key applies it once.
  const keys = idempotencyStore(deps.db, 'equity-tracking');

  /** The broker's permissions after a change, in the contract's shape. */
  function answer(user: string, broker: ListedBroker, at: string, message: string, eta: number | null) {
    const settings = store.read(user, broker.account_id);
    return {
      status: 200,
      body: trackingUpdateSchema.parse({
        account_id: broker.account_id,
        broker_id: broker.broker_id,
        broker_name: broker.broker_name,
        depository: broker.depository,
        updated_at: at,
        tracking: trackingView(settings),
        alert_isins: [...settings.alertByIsin]
          .filter(([, on]) => on)
          .map(([isin]) => isin)
          .sort(),
        fetch_eta_minutes: eta,
        message,
      }),
    };
  }

  /**
   * Applies `change` once per Idempotency-Key (a replay answers the first answer) and sends the
   * answer; `key` undefined (no header) applies it every time.
   */
  function applyOnce(
    reply: FastifyReply,
    call: { user: string; key: string | undefined; body: Record<string, unknown> },
    change: () => { status: number; body: unknown },
  ) {
    return sendOutcome(reply, runOnce(deps.db, keys, { ...call, now: deps.now() }, change));
  }

  app.post(`${STOCKS}/revoke-non-aa-tracking`, function revokeNonAa(request, reply) {
    const persona = personaOf(request);
    const key = idempotencyKeyOf(request, reply);
    if (key === null) return reply;
    const body = parseOr400(revokeNonAaTrackingPayloadSchema, request.body, reply, 'body');
    if (body === null) return reply;
    const user = persona.user.id;
    const broker = resolveBroker(queries, user, body.source, body.account_id, reply);
    if (broker === null) return reply;
    return applyOnce(reply, { user, key, body }, () => {
      const at = deps.now().toISOString();
      store.revokeNonAa(user, broker.account_id, at);
      const message = say(request, fill(EQUITY_TEXT_WITH.nonAaStopped, { broker: broker.broker_name }));
      return answer(user, broker, at, message, null);
    });
  });

  app.post(`${STOCKS}/gmail-enable`, function gmailEnable(request, reply) {
    const persona = personaOf(request);
    const key = idempotencyKeyOf(request, reply);
    if (key === null) return reply;
    const body = parseOr400(gmailEnablePayloadSchema, request.body, reply, 'body');
    if (body === null) return reply;
    const user = persona.user.id;
    const brokers = queries.brokers(user);
    const byId =
      body.broker_id === undefined ? undefined : brokers.find((b) => b.broker_id === body.broker_id);
    const byAccount =
      body.account_id === undefined ? undefined : brokers.find((b) => b.account_id === body.account_id);
    if ((body.broker_id !== undefined && !byId) || (body.account_id !== undefined && !byAccount)) {
      return sendBrokerNotFound(reply);
    }
    if (byId && byAccount && byId !== byAccount) {
      return sendApiError(reply, 400, 'BAD_REQUEST', 'broker_id: names a different broker than account_id');
    }
    const broker = byId ?? byAccount;
    if (!broker) return sendBrokerNotFound(reply);
    return applyOnce(reply, { user, key, body }, () => {
      const at = deps.now().toISOString();
      store.setGmail(user, broker.account_id, body.enable, at);
      const message = say(
        request,
        body.enable
          ? fill(EQUITY_TEXT_WITH.gmailOn, { broker: broker.broker_name, minutes: GMAIL_FETCH_ETA_MINUTES })
          : fill(EQUITY_TEXT_WITH.gmailOff, { broker: broker.broker_name }),
      );
      return answer(user, broker, at, message, body.enable ? GMAIL_FETCH_ETA_MINUTES : null);
    });
  });

  app.post(`${STOCKS}/equity-alert`, function equityAlert(request, reply) {
    const persona = personaOf(request);
    const key = idempotencyKeyOf(request, reply);
    if (key === null) return reply;
    const body = parseOr400(equityAlertPayloadSchema, request.body, reply, 'body');
    if (body === null) return reply;
    const user = persona.user.id;
    const broker = queries.broker(user, body.account_id);
    if (broker === null) return sendBrokerNotFound(reply);
    const isin = body.isin ?? null;
    if (isin !== null && !queries.holdings(user, broker.account_id).some((h) => h.isin === isin)) {
      return sendApiError(
        reply,
        404,
        'NOT_FOUND',
        fill(EQUITY_TEXT_WITH.noSuchHolding, { broker: broker.broker_name }),
      );
    }
    return applyOnce(reply, { user, key, body }, () => {
      const at = deps.now().toISOString();
      store.setAlert(user, broker.account_id, isin, body.enable, at);
      const message = say(
        request,
        fill(EQUITY_TEXT_WITH.priceAlerts, { enable: body.enable, isin, broker: broker.broker_name }),
      );
      return answer(user, broker, at, message, null);
    });
  });
}
