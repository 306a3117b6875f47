// The rules the swap inspector checks, each with the spec section that states it. Kept apart from the
// checks so that tests/tools/tool-links.test.mjs can prove that every anchor exists in the built page
// (the build's broken-anchor check does not see links made in components).

const LATEST = '/docs/latest/specs/';
export const SPEC = {
  swap: `${LATEST}swap-protocol/`,
  trade: `${LATEST}trade-protocol/`,
  v0Swap: '/docs/v0/specs/swap-protocol/#messages',
};

const swap = (/** @type {string} */ anchor) => `${SPEC.swap}#${anchor}`;
const trade = (/** @type {string} */ anchor) => `${SPEC.trade}#${anchor}`;

/** @type {Record<string, {title: string, href: string}>} */
export const RULES = {
  'request-fields': {title: 'The SwapRequest has well-formed fields', href: swap('checks')},
  'transaction-format': {title: 'The transaction decodes', href: swap('checks')},
  'unblinded-inputs': {title: 'Unblinded inputs are given for the inputs', href: swap('checks')},
  'unblinded-order': {
    title: 'One unblinded input per proposer input, in input order',
    href: swap('the-proposers-part'),
  },
  'unblinded-explicit': {
    title: 'Unblinded inputs match the coins they describe',
    href: swap('unblindedinput'),
  },
  'witness-utxo': {
    title: 'Each input carries the output it spends',
    href: swap('the-proposers-part'),
  },
  'request-unblinded': {
    title: "The proposer's outputs are not blinded yet",
    href: swap('the-proposers-part'),
  },
  'blinder-index': {
    title: 'Outputs to confidential addresses name their blinder',
    href: swap('the-proposers-part'),
  },
  'request-unsigned': {title: 'The SwapRequest transaction is unsigned', href: swap('exchange')},
  'request-amounts': {
    title: 'The transaction matches amount_p and amount_r',
    href: trade('how-tdex-daemon-v1-checks-a-proposal'),
  },
  'trade-fields': {
    title: 'The ProposeTrade body has well-formed fields',
    href: trade('errors-of-the-call'),
  },
  'trade-assets': {title: 'The assets go the way the trade type says', href: trade('tradetype')},
  'accept-fields': {title: 'The SwapAccept has its fields', href: swap('swapaccept')},
  'complete-fields': {title: 'The SwapComplete has its fields', href: swap('swapcomplete')},
  'accept-request-id': {title: 'The SwapAccept answers this SwapRequest', href: swap('checks')},
  'proposer-part': {title: "The proposer's inputs and outputs are unchanged", href: swap('checks')},
  'accept-amounts': {
    title: 'The proposer still gets amount_r for amount_p',
    href: trade('trading-fees'),
  },
  blinding: {
    title: 'Every output to a confidential address is blinded',
    href: swap('the-responders-part'),
  },
  'fee-output': {title: 'One explicit L-BTC fee output', href: swap('network-fee')},
  'responder-signed': {
    title: "The responder's inputs are signed, validly",
    href: swap('the-responders-part'),
  },
  'complete-finalizable': {
    title: 'Every input can be finalized',
    href: swap('signing-and-finalizing'),
  },
  'complete-signatures': {title: 'Every signature is valid', href: swap('checks')},
  'fail-fields': {title: 'The SwapFail names the message it refuses', href: swap('swapfail')},
  'fail-code': {title: 'The failure code is one tdex-daemon v1 sends', href: swap('errors')},
};
