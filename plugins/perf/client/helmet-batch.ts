// Used by ../helmet-batch-loader.cjs, in the browser bundle only. The heads that mount during one
// render pass (hydration: 18 on a docs page) are merged once, in a microtask after that pass, rather
// than once each. Nothing is lost by waiting: react-helmet-async writes to <head> in the next
// animation frame anyway (its `defer`, on by default and never turned off on this site).

interface HelmetDispatcher {
  emitChange(): void;
}

let pending: HelmetDispatcher | undefined;

function flush(): void {
  const dispatcher = pending;
  pending = undefined;
  // Any dispatcher will do: `emitChange` merges the props of every head mounted at that moment.
  dispatcher?.emitChange();
}

export function batchEmit(dispatcher: HelmetDispatcher): void {
  if (pending === undefined) queueMicrotask(flush);
  pending = dispatcher;
}
