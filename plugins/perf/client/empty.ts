// Stands in for theme-classic's client module `prism-include-languages`, which would put Prism and
// every extra language into main.js. ./prism-react-renderer.ts registers the languages instead.
export {};
