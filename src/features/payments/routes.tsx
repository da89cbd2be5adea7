import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { statusRouteFor } from '@/domain/navigation/lending-rules';

import { CardPaymentStatus } from './card-payment-status';
import { DisbursementStatus } from './disbursement-status';
import { MandateStatus } from './mandate-status';
import { NoStatus } from './no-status';
import { CARD_PAYMENT_STATUS_PATH } from './paths';
import { RepaymentStatus } from './repayment-status';

/**
 * Status pages of money movements: the card bill payment's, and the lending ones at the paths
 * `statusRouteFor` gives (mandate, disbursement, emi, foreclosure, overdue). Any other path under
 * these prefixes says there is no status to show.
 */
export function Component() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  if (path === CARD_PAYMENT_STATUS_PATH) return <CardPaymentStatus />;
  if (path === statusRouteFor('mandate')) return <MandateStatus />;
  if (path === statusRouteFor('disbursement')) return <DisbursementStatus />;
  if (path === statusRouteFor('emi'))
    return (
      <RepaymentStatus
        title={intl.formatMessage({ id: 'payments.repayment.titleEmi', defaultMessage: 'EMI payment' })}
      />
    );
  if (path === statusRouteFor('overdue'))
    return (
      <RepaymentStatus
        title={intl.formatMessage({ id: 'payments.repayment.titleOverdue', defaultMessage: 'Overdue EMI' })}
      />
    );
  if (path === statusRouteFor('foreclosure'))
    return (
      <RepaymentStatus
        title={intl.formatMessage({
          id: 'payments.repayment.titleForeclosure',
          defaultMessage: 'Foreclosure',
        })}
      />
    );
  return <NoStatus />;
}
