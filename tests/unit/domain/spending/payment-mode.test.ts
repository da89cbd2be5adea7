import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PAYMENT_MODES, PAYMENT_MODE_LABELS, paymentModeFromNarration } from '@/domain/spending/payment-mode';

describe('paymentModeFromNarration', () => {
  it.each([
    ['UPI/DR/412345678901/SWIGGY/YESB/swiggy@ybl/Payment', 'UPI', 'UPI'],
    ['UPI-ZOMATO-zomato@hdfcbank-HDFC0MERUPI-512345678901-ORDER', 'OTHERS', 'UPI'],
    ['TO TRANSFER-UPI/DR/512345678901/BESCOM/UTIB/bescom@axisbank/Bill--', 'OTHERS', 'UPI'],
    ['NEFT-CITI0000001-ACME TECHNOLOGIES PVT LTD-SALARY NOV', 'FT', 'BANK_TRANSFER'],
    ['NEFT CR-CITI0000001-ACME TECHNOLOGIES PVT LTD-UPI REFUND', 'FT', 'BANK_TRANSFER'],
    ['IMPS-512345678901-RAMESH KUMAR-SBIN-XXXXXXX4321-RENT', 'FT', 'BANK_TRANSFER'],
    ['MMT/IMPS/512345678901/RENT/RAMESH KUMA/State Bank', 'OTHERS', 'BANK_TRANSFER'],
    ['RTGS-HDFCR52025110512345678-SELF', 'OTHERS', 'BANK_TRANSFER'],
    ['NACH-DR-HDFC MF SIP-HDFC0000001', 'OTHERS', 'AUTO_DEBIT'],
    ['ACH D- LICHFL HOME LOAN-000012345678', 'OTHERS', 'AUTO_DEBIT'],
    ['ECS/ICICI PRU LIFE/PREMIUM', 'OTHERS', 'AUTO_DEBIT'],
    ['TO CLG-CHQ 000123-GREENWOOD APARTMENTS', 'OTHERS', 'CHEQUE'],
    ['CHEQUE DEPOSIT 004512', 'OTHERS', 'CHEQUE'],
    ['ATW-512345XXXXXX1234-S1ANBG12-BENGALURU', 'OTHERS', 'ATM_CASH'],
    ['ATM WDL-ATM CASH 4567 MG ROAD BENGALURU', 'OTHERS', 'ATM_CASH'],
    ['CASH DEPOSIT BY SELF', 'OTHERS', 'ATM_CASH'],
    ['POS 512345XXXXXX1234 DMART AVENUE SUP', 'OTHERS', 'CARD'],
    ['POS ATM PURCH OTHPG 3199 DMART--', 'OTHERS', 'CARD'],
    ['RUPAY ECOM 123456 IRCTC', 'OTHERS', 'CARD'],
    ['DEBIT CARD ANNUAL FEE', 'OTHERS', 'CARD'],
    ['pos 512345xxxxxx1234 amazon retail', 'OTHERS', 'CARD'],
  ] as const)('%s (mode %s) → %s', (narration, aaMode, expected) => {
    expect(paymentModeFromNarration(narration, aaMode)).toBe(expected);
  });

  it.each([
    ['CREDIT INTEREST CAPITALISED', 'FT', 'BANK_TRANSFER'],
    ['BIL/ONL/001234567890/ICICI Bank Credit Card', 'OTHERS', 'OTHERS'],
    ['PAYTM CASHBACK', 'UPI', 'UPI'],
    ['SOMETHING', 'card', 'CARD'],
    ['SOMETHING', ' atm ', 'ATM_CASH'],
    ['SOMETHING', 'CASH', 'ATM_CASH'],
    ['SOMETHING', 'NOT_A_MODE', 'OTHERS'],
    ['SOMETHING', undefined, 'OTHERS'],
    ['', undefined, 'OTHERS'],
  ] as const)('falls back on the AA mode: %s (mode %s) → %s', (narration, aaMode, expected) => {
    expect(paymentModeFromNarration(narration, aaMode)).toBe(expected);
  });

  it.each([
    ['VISAKHAPATNAM BRANCH TRANSFER', 'FT', 'BANK_TRANSFER'],
    ['PAYTM WALLET LOAD', 'OTHERS', 'OTHERS'],
    ['DEPOSIT RENEWAL', 'OTHERS', 'OTHERS'],
  ] as const)('matches whole words only: %s → %s', (narration, aaMode, expected) => {
    expect(paymentModeFromNarration(narration, aaMode)).toBe(expected);
  });

  it('never throws and always answers a known bucket', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (narration, aaMode) => {
        expect(PAYMENT_MODES).toContain(paymentModeFromNarration(narration, aaMode));
      }),
    );
  });

  it('survives values that are not strings at run time', () => {
    const untyped = paymentModeFromNarration as (narration: unknown, aaMode?: unknown) => string;
    expect(untyped(null, 42)).toBe('OTHERS');
    expect(untyped(undefined, 'UPI')).toBe('UPI');
  });

  it('labels every bucket', () => {
    for (const mode of PAYMENT_MODES) expect(PAYMENT_MODE_LABELS[mode]).toMatch(/\S/);
    expect(PAYMENT_MODE_LABELS.ATM_CASH).toBe('ATM & cash');
  });
});
