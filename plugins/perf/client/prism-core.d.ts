// prismjs's core alone (no languages), typed like the full package.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}
