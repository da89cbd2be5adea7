/**
 * An Indian mobile number written inside free text, for the telemetry scrubber (which removes it)
 * and the sandbox sink (which flags a record that still holds one). One pattern, so the two never
 * disagree about what a leak is.
 *
 * Ten digits starting 6–9, optionally after `+91`/`91` with a space or hyphen, not inside a longer
 * run of letters or digits. A UUID's last group is twelve hex characters; when all twelve are
 * digits and begin `91` and then 6–9, they read exactly like `91` and a mobile number (about one
 * UUID in a few thousand). So a run that follows a UUID's first four groups is an id, not a
 * number.
 */
export const MOBILE_IN_TEXT_SOURCE =
  '(?<![0-9A-Za-z])(?<![0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-)(?:\\+?91[ -]?)?[6-9]\\d{9}(?![0-9A-Za-z])';
