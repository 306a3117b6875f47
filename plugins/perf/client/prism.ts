// Prism as code blocks highlight with it: prismjs's core (flags first, ./prism-manual) plus only the
// languages of themeConfig.prism.additionalLanguages, registered by the theme's own
// `@theme/prism-include-languages`. A language that is not listed renders as plain text:
// tests/theme/prism-languages.test.mjs checks that every fence language the docs use is listed.
import './prism-manual';
import PrismCore from 'prismjs/components/prism-core';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(PrismCore);

export const Prism = PrismCore;
