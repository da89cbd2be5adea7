/**
 * Narrations in the styles the four banks really print (HDFC "UPI-…", ICICI "UPI/…", SBI
 * "TO TRANSFER-UPI/DR/…", Axis "UPI/P2M/…"), so the payment-mode parser meets real text.
 * Every reference number is passed in: the caller draws it from the PRNG.
 */
export type BankStyle = 'HDFC' | 'ICICI' | 'SBI' | 'AXIS';

/** A UPI party: as the narration prints it, its VPA and its bank's short code (YESB, UTIB, …). */
export type UpiParty = { payee: string; vpa: string; bank: string };

/** Narration builders of one bank. */
export type NarrationStyle = {
  upi(direction: 'DR' | 'CR', party: UpiParty, rrn: string, note: string, personal: boolean): string;
  neftIn(ifsc: string, sender: string, note: string): string;
  neftOut(ifsc: string, beneficiary: string, utr: string, note: string): string;
  impsIn(rrn: string, sender: string, note: string): string;
  impsOut(rrn: string, beneficiary: string, bankCode: string, account: string, note: string): string;
  autoDebit(mandate: string, umrn: string): string;
  atm(card: string, terminal: string, place: string): string;
  pos(card: string, merchant: string, ref: string): string;
  interest(from: string, to: string, account: string): string;
  billPay(card: string, biller: string, ref: string): string;
  chequeOut(chequeNo: string, payee: string): string;
  fee(text: string): string;
};

const BANK_NAMES: Readonly<Record<string, string>> = {
  YESB: 'YES BANK LIMITED',
  UTIB: 'AXIS BANK',
  ICIC: 'ICICI BANK LTD',
  HDFC: 'HDFC BANK LTD',
  SBIN: 'STATE BANK OF INDIA',
  KKBK: 'KOTAK MAHINDRA BANK',
  PYTM: 'PAYTM PAYMENTS BANK',
};

function upper(text: string): string {
  return text.toUpperCase();
}
/** SBI closes its narrations with two dashes. */
function sbi(text: string): string {
  return `${text}--`;
}

const HDFC: NarrationStyle = {
  upi: (_d, party, rrn, note) =>
    `UPI-${upper(party.payee)}-${party.vpa}-${party.bank}0000UPI-${rrn}-${upper(note)}`,
  neftIn: (ifsc, sender, note) => `NEFT CR-${ifsc}-${upper(sender)}-${upper(note)}`,
  neftOut: (ifsc, beneficiary, utr, note) =>
    `NEFT DR-${ifsc}-${upper(beneficiary)}-NETBANK, MUM-${utr}-${upper(note)}`,
  impsIn: (rrn, sender, note) => `IMPS-${rrn}-${upper(sender)}-${upper(note)}`,
  impsOut: (rrn, beneficiary, bankCode, account, note) =>
    `IMPS-${rrn}-${upper(beneficiary)}-${bankCode}-${account}-${upper(note)}`,
  autoDebit: (mandate, umrn) => `NACH-DR-${upper(mandate)}-${umrn}`,
  atm: (card, terminal, place) => `ATW-${card}-${terminal}-${upper(place)}`,
  pos: (card, merchant) => `POS ${card} ${upper(merchant)}`,
  interest: () => 'CREDIT INTEREST CAPITALISED',
  billPay: (card, biller) => `IB BILLPAY DR-${upper(biller)}-${card}`,
  chequeOut: (chequeNo, payee) => `CHQ PAID-MICR CTS-${chequeNo}-${upper(payee)}`,
  fee: (text) => upper(text),
};

const ICICI: NarrationStyle = {
  upi: (_d, party, rrn, note) =>
    `UPI/${rrn}/${note}/${party.vpa}/${BANK_NAMES[party.bank] ?? party.bank}/${party.payee}`,
  neftIn: (ifsc, sender, note) => `NEFT-${ifsc}-${upper(sender)}-${upper(note)}`,
  neftOut: (ifsc, beneficiary, utr, note) => `INF/NEFT/${utr}/${ifsc}/${upper(beneficiary)}/${note}`,
  impsIn: (rrn, sender, note) => `MMT/IMPS/${rrn}/${note}/${upper(sender).slice(0, 11)}`,
  impsOut: (rrn, beneficiary, bankCode, _account, note) =>
    `MMT/IMPS/${rrn}/${note}/${upper(beneficiary).slice(0, 11)}/${BANK_NAMES[bankCode] ?? bankCode}`,
  autoDebit: (mandate, umrn) => `ACH/${upper(mandate)}/${umrn}`,
  atm: (card, terminal, place) => `ATM/CASH WDL/${card}/${terminal}/${upper(place)}`,
  pos: (card, merchant, ref) => `POS/${card}/${upper(merchant)}/${ref}`,
  interest: (from, to, account) => `${account}:Int.Pd:${from} to ${to}`,
  billPay: (card, biller, ref) => `BIL/ONL/${ref}/${biller}/${card}`,
  chequeOut: (chequeNo, payee) => `CLG/${upper(payee)}/${chequeNo}`,
  fee: (text) => upper(text),
};

const SBI: NarrationStyle = {
  upi: (direction, party, rrn, note) =>
    sbi(
      `${direction === 'DR' ? 'TO' : 'BY'} TRANSFER-UPI/${direction}/${rrn}/${upper(party.payee)}/${party.bank}/${party.vpa}/${note}`,
    ),
  neftIn: (ifsc, sender, note) => sbi(`BY TRANSFER-NEFT*${ifsc}*${upper(sender)}*${upper(note)}`),
  neftOut: (ifsc, beneficiary, utr) => sbi(`TO TRANSFER-NEFT*${ifsc}*${utr}*${upper(beneficiary)}`),
  impsIn: (rrn, sender) => sbi(`BY TRANSFER-IMPS/${rrn}/${upper(sender)}`),
  impsOut: (rrn, beneficiary, bankCode) => sbi(`TO TRANSFER-IMPS/${rrn}/${upper(beneficiary)}/${bankCode}`),
  autoDebit: (mandate, umrn) => sbi(`TO TRANSFER-ACH DR-${upper(mandate)}-${umrn}`),
  atm: (_card, terminal, place) => sbi(`ATM WDL-ATM CASH ${terminal} ${upper(place)}`),
  pos: (_card, merchant, ref) => sbi(`POS ATM PURCH OTHPG ${ref} ${upper(merchant)}`),
  interest: () => sbi('CREDIT INTEREST'),
  billPay: (card, biller) => sbi(`TO TRANSFER-INB ${upper(biller)} ${card}`),
  chequeOut: (chequeNo, payee) => sbi(`TO CLG-CHQ ${chequeNo}-${upper(payee)}`),
  fee: (text) => sbi(upper(text)),
};

const AXIS: NarrationStyle = {
  upi: (_d, party, rrn, note, personal) =>
    `UPI/${personal ? 'P2A' : 'P2M'}/${rrn}/${upper(party.payee)}/${note}/${BANK_NAMES[party.bank] ?? party.bank}`,
  neftIn: (ifsc, sender, note) => `NEFT/${ifsc}/${upper(sender)}/${upper(note)}`,
  neftOut: (ifsc, beneficiary, utr) => `NEFT/${utr}/${ifsc}/${upper(beneficiary)}`,
  impsIn: (rrn, sender, note) => `IMPS/P2A/${rrn}/${upper(sender)}/${upper(note)}`,
  impsOut: (rrn, beneficiary, bankCode, _account, note) =>
    `IMPS/P2A/${rrn}/${upper(beneficiary)}/${bankCode}/${upper(note)}`,
  autoDebit: (mandate, umrn) => `ACH-DR-${upper(mandate)}-${umrn}`,
  atm: (_card, terminal, place) => `ATM-CASH/${terminal}/${upper(place)}`,
  pos: (card, merchant) => `POS/${card}/${upper(merchant)}`,
  interest: (from, to) => `Int.Pd ${from} to ${to}`,
  billPay: (card, biller, ref) => `BILLPAY/${ref}/${upper(biller)}/${card}`,
  chequeOut: (chequeNo, payee) => `CLG/${chequeNo}/${upper(payee)}`,
  fee: (text) => upper(text),
};

/** The narration builders of a bank. */
export const NARRATION_STYLES: Readonly<Record<BankStyle, NarrationStyle>> = { HDFC, ICICI, SBI, AXIS };
