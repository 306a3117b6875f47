// The ids that tie a tab to its panel (src/theme/Tabs): `<base>-tab-<value>` and
// `<base>-panel-<value>`, where `base` is one <Tabs>'s own id and `value` the tab's value with every
// character an id should not hold replaced by `_`. Plain JavaScript so that node:test checks it
// (tests/theme/tab-ids.test.mjs).

const idPart = (value) => String(value).replace(/[^\w-]/g, '_');

/** @param {string} base @param {string} value */
export const tabId = (base, value) => `${base}-tab-${idPart(value)}`;

/** @param {string} base @param {string} value */
export const panelId = (base, value) => `${base}-panel-${idPart(value)}`;
