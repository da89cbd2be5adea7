import SearchIcon from '@mui/icons-material/Search';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { banksListQueryOptions } from '@/api/endpoints/tracking';
import type { BankListItem } from '@/api/schemas/tracking';
import { InlineError } from '@/components/feedback/inline-error';
import { QueryGate } from '@/components/feedback/query-gate';
import { orderBanks, searchBanks } from '@/domain/aa/bank-list';
import { fipKindsForFlow, isFipOffered } from '@/domain/aa/linking-entry';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { loadPartnerClient, usePartnerScript } from '@/features/linking/journey/partner-script';
import { useEntry } from '@/features/linking/journey/use-entry';
import { MainAction } from '@/features/linking/ui/action-buttons';
import { customerMessage } from '@/features/linking/ui/customer-message';
import { dataTag } from '@/features/linking/ui/data-tag';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { EmptyState } from '@/features/linking/ui/screen-states';
import { LabelledSection } from '@/features/linking/ui/section-label';
import { useSheet } from '@/features/linking/ui/use-sheet';

import { BankRow } from './bank-row';
import { LowSuccessRateSheet } from './low-success-rate-sheet';
import { PopularBanks } from './popular-banks';

const GATE = defineMessages({
  error: { id: 'linking.bankList.error', defaultMessage: 'The list of banks could not load' },
  loading: { id: 'linking.bankList.loading', defaultMessage: 'Loading banks' },
});

const KIND_TITLES = defineMessages({
  BANK: { id: 'linking.bankList.titleBank', defaultMessage: 'Select your bank' },
  DEPOSITORY: { id: 'linking.bankList.titleDepository', defaultMessage: 'Select your depositories' },
  INSURER: { id: 'linking.bankList.titleInsurer', defaultMessage: 'Select your insurer' },
  REGISTRAR: { id: 'linking.bankList.titleRegistrar', defaultMessage: 'Select your fund registrars' },
  CARDS: { id: 'linking.bankList.titleCards', defaultMessage: 'Select your card issuer' },
});

/**
 * The bank list (docs/linking.md#screens, "bank list"): search, popular banks first, multi-select, then the
 * partner.
 */
export function BankListScreen() {
  const { entry, go, carry } = useEntry();
  const kinds = fipKindsForFlow(entry.flow);
  const list = useQuery(banksListQueryOptions(kinds.length === 1 ? (kinds[0] ?? null) : null));
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string[]>(entry.fipId === null ? [] : [entry.fipId]);
  const lowRate = useSheet('low-success-rate');
  const script = usePartnerScript();
  usePageEvent(LINKING_PAGE_NAMES.bankList);
  const click = useClickEvent(LINKING_PAGE_NAMES.bankList);
  const intl = useIntl();

  const banks = useMemo(() => {
    const data = list.data;
    if (data === undefined) return [];
    return orderBanks(
      data.banks.filter((bank) => isFipOffered(entry.flow, bank)),
      data.popular_fip_ids,
    );
  }, [list.data, entry.flow]);
  const popular = banks.filter((bank) => bank.popular && bank.status === 'ACTIVE').slice(0, 8);
  const shown = searchBanks(banks, query);
  const byId = new Map(banks.map((bank) => [bank.fip_id.toLowerCase(), bank]));
  const chosen = selected
    .map((id) => byId.get(id.toLowerCase()))
    .filter((bank): bank is BankListItem => bank !== undefined);

  const start = useMutation({
    mutationFn: async () => {
      const client = await loadPartnerClient();
      return client.startConsent({
        provider: entry.provider,
        fipIds: chosen.map((bank) => bank.fip_id),
        entry,
        mobile: null,
      });
    },
    onSuccess: (journey) => go(LINKING_PATHS.finvuOtp, { consent_handle: journey.handle_id }),
  });

  const toggle = (bank: BankListItem) => {
    const on = selected.some((id) => id.toLowerCase() === bank.fip_id.toLowerCase());
    click(on ? 'bank_unselected' : 'bank_selected', { fip_id: bank.fip_id });
    setSelected(
      on
        ? selected.filter((id) => id.toLowerCase() !== bank.fip_id.toLowerCase())
        : [...selected, bank.fip_id],
    );
    if (!on && bank.low_success_rate) lowRate.show({ fip_id: bank.fip_id });
  };
  const isOn = (bank: BankListItem) => selected.some((id) => id.toLowerCase() === bank.fip_id.toLowerCase());
  const kind = kinds[0] ?? 'BANK';
  const title = intl.formatMessage(entry.flow === 'credit_cards' ? KIND_TITLES.CARDS : KIND_TITLES[kind]);
  const busy = start.isPending || script.status === 'loading';

  return (
    <LinkingScreen
      title={title}
      subtitle={
        list.data?.subtitle ??
        intl.formatMessage({
          id: 'linking.bankList.subtitle',
          defaultMessage: 'Link accounts securely through an RBI-regulated account aggregator',
        })
      }
      step={{ current: 1, total: 4 }}
      exitable
      footer={
        <>
          {script.status === 'error' && (
            <InlineError
              message={intl.formatMessage({
                id: 'linking.bankList.connectError',
                defaultMessage: 'We could not connect to the account aggregator.',
              })}
              onRetry={script.retry}
            />
          )}
          {start.isError && <InlineError message={customerMessage(start.error, intl)} />}
          <MainAction
            disabled={chosen.length === 0 || busy || script.status === 'error'}
            onClick={() => {
              click('continue_clicked', { selected_count: chosen.length });
              start.mutate();
            }}
            startIcon={busy && chosen.length > 0 ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {chosen.length === 0 ? (
              <FormattedMessage id="linking.bankList.selectToContinue" defaultMessage="Select to continue" />
            ) : chosen.length === 1 ? (
              <FormattedMessage
                id="linking.bankList.continueWith"
                defaultMessage="Continue with <data>{bank}</data>"
                values={{ bank: chosen[0]?.name ?? '', data: dataTag }}
              />
            ) : (
              <FormattedMessage
                id="linking.bankList.continueWithCount"
                defaultMessage="Continue with {count} selected"
                values={{ count: chosen.length }}
              />
            )}
          </MainAction>
        </>
      }
    >
      <QueryGate query={list} messages={GATE} rows={6}>
        {(data) => (
          <>
            {banks.length > 5 && (
              <TextField
                label={
                  data.search_placeholder ||
                  intl.formatMessage({ id: 'linking.bankList.search', defaultMessage: 'Search by bank name' })
                }
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                fullWidth
                size="small"
                type="search"
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon />
                      </InputAdornment>
                    ),
                  },
                }}
                sx={{ mb: 2.5 }}
              />
            )}
            {query.trim() === '' && <PopularBanks banks={popular} isOn={isOn} onToggle={toggle} />}
            <LabelledSection
              id="all-heading"
              label={
                query.trim() === '' ? (
                  <FormattedMessage id="linking.bankList.all" defaultMessage="All" />
                ) : (
                  <FormattedMessage
                    id="linking.bankList.results"
                    defaultMessage="Results for “<data>{query}</data>”"
                    values={{ query: query.trim(), data: dataTag }}
                  />
                )
              }
            >
              {shown.length === 0 ? (
                <EmptyState
                  icon={<SearchOff />}
                  title={intl.formatMessage({ id: 'linking.bankList.noMatch', defaultMessage: 'No match' })}
                  message={intl.formatMessage(
                    {
                      id: 'linking.bankList.noMatchMessage',
                      defaultMessage: 'We could not find “{query}”. We add banks every month.',
                    },
                    { query: query.trim() },
                  )}
                  action={
                    <Button variant="outlined" onClick={() => go(LINKING_PATHS.unsupportedBanks, carry)}>
                      <FormattedMessage id="linking.bankList.missing" defaultMessage="Don’t see your bank?" />
                    </Button>
                  }
                />
              ) : (
                <List disablePadding>
                  {shown.map((bank) => (
                    <BankRow key={bank.fip_id} bank={bank} on={isOn(bank)} onToggle={() => toggle(bank)} />
                  ))}
                </List>
              )}
              {shown.length > 0 && (
                <Button
                  variant="text"
                  onClick={() => go(LINKING_PATHS.unsupportedBanks, carry)}
                  sx={{ mt: 1 }}
                >
                  <FormattedMessage id="linking.bankList.missing" defaultMessage="Don’t see your bank?" />
                </Button>
              )}
            </LabelledSection>
            <LowSuccessRateSheet
              open={lowRate.open}
              bank={banks.find((bank) => bank.fip_id === lowRate.params.get('fip_id')) ?? null}
              onTry={lowRate.hide}
              onChooseAnother={(bank) => {
                setSelected((current) =>
                  current.filter((id) => id.toLowerCase() !== bank.fip_id.toLowerCase()),
                );
                lowRate.hide();
              }}
            />
          </>
        )}
      </QueryGate>
    </LinkingScreen>
  );
}
