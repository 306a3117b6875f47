import {useState, useSyncExternalStore} from 'react';

const subscribe = () => () => {};
const inBrowser = () => typeof document !== 'undefined';

/**
 * True while React hydrates the markup the server rendered. React reads a store's server snapshot
 * (useSyncExternalStore's third argument) while it renders on the server and while it hydrates, and
 * never when the browser renders on its own: after a client-side navigation, on the dev server, or
 * where a hydration error made it render a part of the page again from scratch. Once the page has
 * hydrated, the component renders again with `false`.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(subscribe, () => false, inBrowser);
}

/**
 * True when this component's first render hydrates markup that the server rendered, decided once for
 * the component's life: src/theme/CodeBlock/Content keeps the server's highlighted lines then.
 */
export function useHydratingServerMarkup(): boolean {
  const [first] = useState(useIsHydrating());
  return first;
}
