// Alias set in ../index.ts: the real prism-react-renderer, for the module that wraps it.
declare module '@tdex/prism-react-renderer-original' {
  export * from 'prism-react-renderer';
}
