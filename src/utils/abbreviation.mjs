// A long string value shown shortened in a JSON example, and put back in full. Plain JavaScript so
// that node's test runner loads it as it is (tests/docs/swap-vectors.test.mjs checks the spec pages'
// examples against the swap test vectors with it; src/components/SwapVectorExample shows them).

const HEAD = 24;
const TAIL = 8;
// The middle of a shortened value: "… 32,764 characters in all …". Base64 and hex have no "…".
const MIDDLE = /… (\d{1,3}(?:,\d{3})*) characters in all …/;
const SHORTENED = new RegExp(`^[^…]{${HEAD}}${MIDDLE.source}[^…]{${TAIL}}$`);

// 32764 -> "32,764", without Intl.
const withCommas = (n) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The value shortened: its first and last characters around its length, or the value itself when it
 * is short enough to show.
 * @param {string} value
 * @returns {string}
 */
export function abbreviate(value) {
  if (value.length <= HEAD + TAIL + 40) return value;
  return `${value.slice(0, HEAD)}… ${withCommas(value.length)} characters in all …${value.slice(-TAIL)}`;
}

/**
 * The length of the whole value a shortened one stands for, or null when `text` is not shortened.
 * @param {string} text
 * @returns {number | null}
 */
export function abbreviatedLength(text) {
  if (!SHORTENED.test(text)) return null;
  return Number(MIDDLE.exec(text)[1].replaceAll(',', ''));
}

/**
 * The length of `text` once every shortened value in it is whole again.
 * @param {string} text
 * @returns {number}
 */
export function expandedLength(text) {
  let length = text.length;
  for (const [middle, count] of text.matchAll(new RegExp(MIDDLE.source, 'g'))) {
    length += Number(count.replaceAll(',', '')) - HEAD - TAIL - middle.length;
  }
  return length;
}

/**
 * A copy of a parsed JSON value in which every shortened string is the value of `values` it shortens.
 * Throws when a shortened string matches none of them.
 * @param {unknown} json
 * @param {string[]} values
 * @returns {unknown}
 */
export function expand(json, values) {
  if (typeof json === 'string') {
    if (abbreviatedLength(json) === null) return json;
    const whole = values.find((value) => abbreviate(value) === json);
    if (whole === undefined) throw new Error(`no value is shortened to ${json}`);
    return whole;
  }
  if (Array.isArray(json)) return json.map((item) => expand(item, values));
  if (json !== null && typeof json === 'object') {
    return Object.fromEntries(
      Object.entries(json).map(([key, item]) => [key, expand(item, values)]),
    );
  }
  return json;
}
