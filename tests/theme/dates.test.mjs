// The site's English date format without Intl (src/utils/dates.mjs) must print what Intl prints, or
// the date the browser renders would differ from the one in the server's HTML.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatShortUtcDate, shortUtcDateFormat} from '../../src/utils/dates.mjs';

const intl = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

test('the English short date matches Intl for every day of several years, in UTC', () => {
  const day = 24 * 60 * 60 * 1000;
  // Noon and one minute before midnight UTC, so a local time zone never shifts the day.
  for (let t = Date.UTC(2019, 0, 1, 12); t < Date.UTC(2031, 0, 1); t += day) {
    for (const offset of [0, 12 * 60 * 60 * 1000 - 60 * 1000]) {
      const date = new Date(t + offset);
      assert.equal(formatShortUtcDate(date), intl.format(date), date.toISOString());
    }
  }
});

test('other locales still go through Intl', () => {
  const date = new Date(Date.UTC(2026, 10, 26, 12));
  assert.equal(shortUtcDateFormat('en').format(date), 'Nov 26, 2026');
  assert.equal(
    shortUtcDateFormat('fr').format(date),
    new Intl.DateTimeFormat('fr', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date),
  );
});
