/**
 * SMS OTP auto-read (docs/product.md#otp-auto-read) for any OTP screen. Inside the native apps: every 1.5 s
 * ask the host for the messages of the last minute (up to 3) and fill the first OTP from the expected sender
 * received after the OTP was sent. In a plain browser: the WebOTP API where it exists, else
 * nothing (the customer types the code). Stops on success, unmount, timeout or a denied permission.
 */
import { useEffect, useRef } from 'react';

import { OTP_POLL_INTERVAL_MS, SMS_LOOKBACK_MS, SMS_MAX_MESSAGES } from '@/config/constants';
import { pickOtp } from '@/domain/otp/pick-otp';

import type { NativeBridge } from './bridge';
import { getBridge } from './get-bridge';
import { currentPlatform } from './platform';
import { readWebOtp } from './web-otp';

/** How long auto-read keeps trying by default: an OTP is long expired by then. */
const OTP_AUTO_READ_TIMEOUT_MS = 5 * 60_000;

export type UseSmsOtpOptions = {
  /** The sender header of the OTP SMS (`FINVU`, `AX-FINVU`, `HDFCBK`…). */
  expectedSender: string;
  /** When the OTP was sent, epoch ms; null while it has not been sent (nothing runs). */
  sentAt: number | null;
  onOtp: (otp: string) => void;
  onPermissionDenied?: () => void;
  onPermissionAllowed?: () => void;
  timeoutMs?: number;
};

type Callbacks = Pick<UseSmsOtpOptions, 'onOtp' | 'onPermissionDenied' | 'onPermissionAllowed'>;

export function useSmsOtp(options: UseSmsOtpOptions): void {
  const { expectedSender, sentAt, timeoutMs = OTP_AUTO_READ_TIMEOUT_MS } = options;
  // Callbacks change identity on every render; a new OTP request (sender, sentAt) restarts reading.
  const callbacks = useRef<Callbacks>(options);
  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => {
    if (sentAt === null) return;
    const otpSentAt = sentAt;
    let stopped = false;
    let inFlight = false;
    let allowedTold = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    const controller = new AbortController();
    const deadline = setTimeout(() => stop(), timeoutMs);

    function stop(): void {
      stopped = true;
      clearInterval(interval);
      clearTimeout(deadline);
      controller.abort();
    }

    function fill(otp: string): void {
      if (stopped) return;
      stop();
      callbacks.current.onOtp(otp);
    }

    async function poll(bridge: NativeBridge): Promise<void> {
      // One question at a time: a slow host (a permission dialog) is not asked again meanwhile.
      if (stopped || inFlight) return;
      inFlight = true;
      const query = { lookbackMs: SMS_LOOKBACK_MS, maxMessages: SMS_MAX_MESSAGES, sender: expectedSender };
      const result = await bridge.fetchSms(query).finally(() => {
        inFlight = false;
      });
      if (stopped) return;
      if (result.status === 'permission-denied') {
        stop();
        callbacks.current.onPermissionDenied?.();
        return;
      }
      if (result.status !== 'ok') return;
      if (!allowedTold) {
        allowedTold = true;
        callbacks.current.onPermissionAllowed?.();
      }
      const otp = pickOtp(result.messages, expectedSender, otpSentAt);
      if (otp !== null) fill(otp);
    }

    function readInBrowser(): void {
      void readWebOtp(controller.signal).then((otp) => {
        if (otp !== null) fill(otp);
      });
    }

    if (currentPlatform() === 'web') {
      readInBrowser();
    } else {
      void getBridge().then((bridge) => {
        if (stopped) return;
        // An old host, or a bridge that fell back to the browser: what the browser can do.
        if (!bridge.supports('fetchSms')) readInBrowser();
        else interval = setInterval(() => void poll(bridge), OTP_POLL_INTERVAL_MS);
      });
    }
    return stop;
  }, [expectedSender, sentAt, timeoutMs]);
}
