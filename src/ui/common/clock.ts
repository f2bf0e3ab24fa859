/**
 * Times of day as the phone's locale writes them ("19:42", "7:42:05 PM"), from epoch
 * milliseconds. One formatter each, made once: `toLocaleTimeString` builds a new
 * Intl.DateTimeFormat on every call, some 0.5 ms apiece, which the GM's screen paid for every
 * card on every code it took.
 */
const HM = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' });
const HMS = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const DATE_TIME = new Intl.DateTimeFormat([], { dateStyle: 'short', timeStyle: 'medium' });

const valid = (at: number) => Number.isFinite(at) && !Number.isNaN(new Date(at).getTime());

/** Hours and minutes of `at` (ms since the epoch); '' when `at` is not a time. */
export function clockTime(at: number): string {
  return valid(at) ? HM.format(at) : '';
}

/** Hours, minutes and seconds of `at` (ms since the epoch); '' when `at` is not a time. */
export function clockTimeSeconds(at: number): string {
  return valid(at) ? HMS.format(at) : '';
}

/** Short date and time with seconds of `at` (ms since the epoch); '' when `at` is not a time. */
export function dateTime(at: number): string {
  return valid(at) ? DATE_TIME.format(at) : '';
}
