// Stands in for theme-classic's client module `prism-include-languages`, which would put
// prism-react-renderer and every extra language into main.js. ./prism.ts registers the languages.
export {};
