// Imported before prismjs's core (see ./prism-react-renderer.ts). Prism's core reads these flags from
// a global `Prism` when it starts: without `manual` it would re-highlight every `code` element of the
// page on its own after load, changing DOM that React or Preact owns; without
// `disableWorkerMessageHandler` it would listen to messages inside the search Web Worker.
const flags = {manual: true, disableWorkerMessageHandler: true};
const scope = globalThis as typeof globalThis & {Prism?: object};
scope.Prism = {...flags, ...scope.Prism};

export {};
