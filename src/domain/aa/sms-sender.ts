import { fipById } from './fip-catalogue';
import type { AaProviderName } from './linking-entry';

/**
 * Who sends an OTP SMS, as its DLT header's entity id (`AX-FINVU` → `FINVU`): SMS auto-read
 * (docs/product.md#otp-auto-read) accepts only messages from the expected sender. The partner's login OTP
 * comes from the partner, a linking OTP from the bank or depository.
 */
const PARTNER_SENDERS: Readonly<Record<AaProviderName, string>> = {
  finvu: 'FINVU',
  cams: 'CAMSAA',
  ignosis: 'IGNOSI',
};

const FIP_SENDERS: ReadonlyMap<string, string> = new Map([
  ['HDFC-FIP', 'HDFCBK'],
  ['ICICI-FIP', 'ICICIB'],
  ['sbi-fip', 'SBIINB'],
  ['AXIS001', 'AXISBK'],
  ['KotakMahindraBank-FIP', 'KOTAKB'],
  ['fiplive@indusind', 'INDUSB'],
  ['IDFCFirstBank-FIP', 'IDFCFB'],
  ['YESB-FIP', 'YESBNK'],
  ['FDRLFIPPROD', 'FEDBNK'],
  ['AUBank-FIP', 'AUBANK'],
  ['BARBFIP', 'BOBTXN'],
  ['PNB-FIP', 'PNBSMS'],
  ['CDSLFIP', 'CDSLIN'],
  ['fip@nsdl', 'NSDLIN'],
]);

/** The sender of the partner's login OTP. */
export function partnerOtpSender(provider: AaProviderName): string {
  return PARTNER_SENDERS[provider];
}

/** The sender of a FIP's linking OTP: its known header, else its IFSC prefix, else its name. */
export function bankOtpSender(fipId: string): string {
  const fip = fipById(fipId);
  if (fip === null) return fipId;
  return FIP_SENDERS.get(fip.fipId) ?? fip.ifscPrefix ?? fip.name;
}
