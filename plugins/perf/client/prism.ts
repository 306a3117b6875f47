// prism-react-renderer as the theme's code blocks use it, with the languages of
// themeConfig.prism.additionalLanguages added by the theme's own `@theme/prism-include-languages`
// (theme-classic's client module that does it in main.js is replaced by ./empty.ts).
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export {Highlight};
