// Client module, loaded only when the client runtime is Preact (see ../index.ts); it runs before the
// page hydrates.
//
// React 19's server renderer writes `<link rel="preload" as="image">` for the first images of a page
// (the navbar logo, blog avatars) as the first children of the app container, #__docusaurus. React
// skips them when it hydrates; Preact matches the container's children in order, so with a link in
// front it moved the navbar, the main column and the footer one by one, the whole page, and that
// was most of the hydration time Lighthouse measured on docs pages (bench/README.md). By now the
// parser has seen the links and started the image requests, so they have done their job.
const container = typeof document === 'undefined' ? null : document.getElementById('__docusaurus');
container?.querySelectorAll(':scope > link[rel="preload"]').forEach((link) => link.remove());

export {};
