/**
 * Times of day as the phone's locale writes them ("19:42", "7:42:05 PM"), from epoch
 * milliseconds. One formatter each, made once: `toLocaleTimeString` builds a new
 * Intl.DateTimeFormat on every call, some 0.5 ms apiece, which the GM's screen paid for every
 * card on every code it took.
 *
 * The formatters are made at their first use, not when this module loads: a page's first
 * Intl formatter loads the browser's locale data, 30 to 60 ms on the shared machine (150 ms at
 * 4x CPU), which the module paid inside the first tap on a character (whose Round tab shows no
 * time until a roll). `warmClock` makes them ahead, in an idle moment.
 */
interface Formats { hm: Intl.DateTimeFormat; hms: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }

let formats: Formats | undefined;

const made = (): Formats => (formats ??= {
  hm: new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' }),
  hms: new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
  dateTime: new Intl.DateTimeFormat([], { dateStyle: 'short', timeStyle: 'medium' }),
});

const valid = (at: number) => Number.isFinite(at) && !Number.isNaN(new Date(at).getTime());

/** Makes the formatters now (loading the locale data), so that the first time shown costs nothing. */
export function warmClock(): void {
  made();
}

/** Hours and minutes of `at` (ms since the epoch); '' when `at` is not a time. */
export function clockTime(at: number): string {
  return valid(at) ? made().hm.format(at) : '';
}

/** Hours, minutes and seconds of `at` (ms since the epoch); '' when `at` is not a time. */
export function clockTimeSeconds(at: number): string {
  return valid(at) ? made().hms.format(at) : '';
}

/** Short date and time with seconds of `at` (ms since the epoch); '' when `at` is not a time. */
export function dateTime(at: number): string {
  return valid(at) ? made().dateTime.format(at) : '';
}
