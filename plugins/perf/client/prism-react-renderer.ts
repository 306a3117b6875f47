// Stands in for `prism-react-renderer` in the site's bundles (alias in ../index.ts); the theme's
// CodeBlock imports `Highlight` from it. prism-react-renderer 2 ships Prism with about 30 languages
// and every color theme inlined (26 KiB gzip in the code-block chunk of every docs and blog page);
// this module offers the same `Highlight` render-prop API on prismjs's core plus only the languages
// the site lists (./prism.ts). In the browser, Prism loads when a block first needs it
// (./prism-loader.ts); until then the block shows its code as plain text.
import {useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {normalizeTokens, type PrismToken} from './normalizeTokens.mjs';
import type {Prism} from './prism';
import {loadPrism, loadedPrism} from './prism-loader';

/** Prism once it has loaded: the component renders again then. */
function usePrism(): typeof Prism | undefined {
  const [prism, setPrism] = useState(loadedPrism);
  useEffect(() => {
    if (prism) return undefined;
    let current = true;
    void loadPrism().then((loaded) => {
      if (current) setPrism(loaded);
    });
    return () => {
      current = false;
    };
  }, [prism]);
  return prism;
}

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

export interface PrismTheme {
  plain: CSSProperties;
  styles: {types: string[]; style: CSSProperties; languages?: string[]}[];
}

// Prism's nested token stream, flattened into lines of typed tokens (plain JavaScript, unit-tested by
// tests/theme/prism-tokens.test.mjs).
export {normalizeTokens};

type ThemeDict = Record<string, CSSProperties | undefined>;

function themeToDict(theme: PrismTheme, language: string): ThemeDict {
  const dict: ThemeDict = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...style};
  }
  dict.root = theme.plain;
  dict.plain = {...theme.plain, backgroundColor: undefined};
  return dict;
}

interface LineInputProps {
  line?: Token[];
  className?: string;
  style?: CSSProperties;
  [prop: string]: unknown;
}

interface TokenInputProps {
  token: Token;
  className?: string;
  style?: CSSProperties;
  [prop: string]: unknown;
}

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => Record<string, unknown>;
  getTokenProps: (input: TokenInputProps) => Record<string, unknown>;
}

export interface HighlightProps {
  code: string;
  language: string;
  theme?: PrismTheme;
  prism?: typeof Prism;
  children: (props: RenderProps) => ReactNode;
}

const NO_THEME: PrismTheme = {plain: {}, styles: []};

export function useTokenize({
  prism,
  code,
  language,
}: {
  prism: typeof Prism | undefined;
  code: string;
  language: string;
}): Token[][] {
  return useMemo(() => {
    const grammar = prism?.languages[language];
    if (!prism || !grammar) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as PrismToken[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar) as PrismToken[];
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [prism, code, language]);
}

export function Highlight({
  code,
  language: languageProp,
  theme = NO_THEME,
  prism: prismProp,
  children,
}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  const loaded = usePrism();
  const tokens = useTokenize({prism: prismProp ?? loaded, code, language});

  const getLineProps = useCallback(
    ({className, style, ...rest}: LineInputProps) => {
      // `line` is an input, not a DOM attribute.
      delete rest.line;
      return {
        ...rest,
        className: clsx('token-line', className),
        style: style ? {...dict.plain, ...style} : dict.plain,
      };
    },
    [dict],
  );

  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps) => {
      const {types, empty} = token;
      let tokenStyle: CSSProperties | undefined;
      if (types.length === 1 && types[0] === 'plain') {
        tokenStyle = empty ? {display: 'inline-block'} : undefined;
      } else if (types.length === 1 && empty) {
        tokenStyle = dict[types[0]];
      } else {
        tokenStyle = Object.assign(
          empty ? {display: 'inline-block'} : {},
          ...types.map((type) => dict[type]),
        ) as CSSProperties;
        // A theme whose token colors are CSS (the site's) gives no inline style at all.
        if (Object.keys(tokenStyle).length === 0) tokenStyle = undefined;
      }
      return {
        ...rest,
        className: clsx('token', ...types, className),
        children: token.content,
        style: style ? {...tokenStyle, ...style} : tokenStyle,
      };
    },
    [dict],
  );

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dict.root ?? {},
    getLineProps,
    getTokenProps,
  });
}
