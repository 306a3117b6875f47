// Client module, loaded only when the client runtime is Preact (see ../index.ts).
//
// preact/compat's event hook gives every native event `isDefaultPrevented()` and
// `isPropagationStopped()`. The Zepto bundled in the search dropdown (autocomplete.js) sees
// `isDefaultPrevented` and assumes it already wrapped the event, so it never adds
// `isImmediatePropagationStopped()`, then calls it: typing in the search box throws. Give every event
// that method, backed by the standard `stopImmediatePropagation()`.
const STOPPED = Symbol('immediatePropagationStopped');

interface ShimmedEvent extends Event {
  [STOPPED]?: boolean;
  isImmediatePropagationStopped?: () => boolean;
}

if (typeof Event !== 'undefined') {
  const proto = Event.prototype as ShimmedEvent;
  if (typeof proto.isImmediatePropagationStopped !== 'function') {
    const stopImmediatePropagation = proto.stopImmediatePropagation;
    proto.stopImmediatePropagation = function (this: ShimmedEvent) {
      this[STOPPED] = true;
      stopImmediatePropagation.call(this);
    };
    proto.isImmediatePropagationStopped = function (this: ShimmedEvent) {
      return this[STOPPED] === true;
    };
  }
}

export {};
