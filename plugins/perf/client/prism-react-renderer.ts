// Resolved for every `import ... from 'prism-react-renderer'` (see ../index.ts): the same module,
// with the site's extra languages (themeConfig.prism.additionalLanguages) registered on first import.
// Only the code-block chunk imports it, so Prism stays off pages without code.
import {Prism} from '@tdex/prism-react-renderer-original';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export * from '@tdex/prism-react-renderer-original';
