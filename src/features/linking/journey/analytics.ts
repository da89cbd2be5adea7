/**
 * The linking flow's analytics (docs/product.md#linking-page-names): every screen emits one page event with
 * its page name, and clicks that matter emit click events, each with consent_handle_id, bank_name,
 * aa_source and flow. Only the bus is touched; the telemetry user-events channel sends them.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { aaSourceOf, analyticsFlowOf } from '@/domain/aa/analytics';
import { parseLinkingEntry } from '@/domain/aa/linking-entry';
import type { LinkingPageName } from '@/domain/aa/page-names';
import { emit } from '@/events/bus';
import { getConsentUserDetails } from '@/storage/repositories/linking';

import { asJourney, type LinkingJourney } from './journey';
import { useJourney } from './use-journey';

type EventContext = {
  consent_handle_id: string | null;
  bank_name: string | null;
  aa_source: 'FINVU' | 'CAMS' | 'IGNOSIS';
  flow: 'equity' | 'savings';
};

type Properties = Record<string, string | number | boolean | null>;

/** The context of this screen's events: the stored journey, else the entry query. Null while loading. */
function useEventContext(): EventContext | null {
  const journey = useJourney();
  const [params] = useSearchParams();
  const query = params.toString();
  return useMemo(() => (journey === undefined ? null : eventContextOf(journey, query)), [journey, query]);
}

function eventContextOf(journey: LinkingJourney | null, query: string): EventContext {
  if (journey === null) {
    const entry = parseLinkingEntry(new URLSearchParams(query));
    return {
      consent_handle_id: null,
      bank_name: null,
      aa_source: aaSourceOf(entry.provider),
      flow: analyticsFlowOf(entry.flow),
    };
  }
  return {
    consent_handle_id: journey.handle_id,
    bank_name: journey.bank_names.join(', ') || null,
    aa_source: aaSourceOf(journey.provider),
    flow: analyticsFlowOf(journey.flow, journey.first_fip_kind),
  };
}

/** Emits one user event now. */
function emitUserEvent(
  context: EventContext,
  pageName: LinkingPageName,
  eventName: string,
  eventType: 'page' | 'click',
  properties?: Properties,
): void {
  emit('analytics/user-event', {
    event_name: eventName,
    event_type: eventType,
    page_name: pageName,
    ...context,
    ...(properties === undefined ? {} : { properties }),
  });
}

/** The page event of a screen or sheet: once per time it is shown (`active`), when the context is known. */
export function usePageEvent(pageName: LinkingPageName, active = true): void {
  const context = useEventContext();
  const [params] = useSearchParams();
  const sent = useRef(false);
  const query = params.toString();
  const latest = useRef({ active, pageName, query });
  useEffect(() => {
    latest.current = { active, pageName, query };
  });
  useEffect(() => {
    if (!active) {
      sent.current = false;
      return;
    }
    if (context === null || sent.current) return;
    sent.current = true;
    emitUserEvent(context, pageName, viewedEvent(pageName), 'page');
  }, [active, context, pageName]);
  // A screen left before the stored journey was read (a quick Back) was still seen: its event
  // goes out with the journey read now, not never.
  useEffect(
    () => () => {
      const left = latest.current;
      if (!left.active || sent.current) return;
      sent.current = true;
      void getConsentUserDetails().then((details) =>
        emitUserEvent(
          eventContextOf(asJourney(details), left.query),
          left.pageName,
          viewedEvent(left.pageName),
          'page',
        ),
      );
    },
    [],
  );
}

const viewedEvent = (pageName: LinkingPageName) => `${pageName.replace(/ /g, '_')}_viewed`;

/** A click reporter for one page: `click('verify_otp_clicked', { attempt: 2 })`. */
export function useClickEvent(
  pageName: LinkingPageName,
): (eventName: string, properties?: Properties) => void {
  const context = useEventContext();
  return useCallback(
    (eventName, properties) => {
      if (context !== null) emitUserEvent(context, pageName, eventName, 'click', properties);
    },
    [context, pageName],
  );
}
