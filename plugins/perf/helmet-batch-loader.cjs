// Loader for react-helmet-async's browser build (see ./index.ts). Every <Head> renders a
// HelmetDispatcher, which on its first render adds itself to the list of heads and at once merges
// the props of every head in that list (`emitChange`): a page that mounts 18 heads while it hydrates
// merges 1 + 2 + ... + 18 of them. This hands that first merge to ./client/helmet-batch.ts, which
// runs one merge for all the heads that mounted in the same pass. Updates and unmounts are untouched.
// Option `batchModule`: the path of that module.
'use strict';

const INIT =
  'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),this.emitChange())}';
const BATCHED =
  'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),__tdexBatchEmit(this))}';
/** @this {{resourcePath: string, getOptions(): {batchModule: string}}} */
module.exports = function helmetBatchLoader(source) {
  const {batchModule} = this.getOptions();
  const count = source.split(INIT).length - 1;
  if (count !== 1) {
    // Upstream rewrote HelmetDispatcher: check the new code, then update INIT and BATCHED.
    throw new Error(
      `helmet-batch-loader: expected HelmetDispatcher's init once in ${this.resourcePath}, found it ${count} times`,
    );
  }
  return `import {batchEmit as __tdexBatchEmit} from ${JSON.stringify(batchModule)};\n${source.replace(INIT, BATCHED)}`;
};
