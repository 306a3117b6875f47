// Parts of a page that load on demand (React.lazy) although the server renders them: their
// loaders, shared by the components and by src/clientModules/onDemand.ts, which starts them early.
// Each part's root element carries `data-on-demand="<key>"` in the server's markup.
export const ON_DEMAND = {
  'not-found': () => import('@site/src/theme/NotFound/Content/Page'),
} as const;

export type OnDemandPart = keyof typeof ON_DEMAND;
