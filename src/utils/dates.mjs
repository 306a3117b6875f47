// Dates as the site shows them. Plain JavaScript so that node's test runner loads it as it is
// (tests/theme/dates.test.mjs checks it against Intl).

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * "Nov 26, 2026": the date in UTC, as `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short',
 * year: 'numeric', timeZone: 'UTC'})` writes it, without Intl. The first Intl object a page creates
 * loads the browser's locale and time-zone data, 30-90 ms of main-thread work measured here (four
 * times that on a slow phone), to print a date the server has already printed.
 */
export function formatShortUtcDate(date) {
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * A formatter with Intl.DateTimeFormat's `format` for that style: the one above for English, Intl
 * itself for any other locale.
 */
export function shortUtcDateFormat(locale) {
  return locale === 'en'
    ? {format: formatShortUtcDate}
    : new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
}
