import {type ReactNode, useEffect, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {Suggestion} from '@site/src/utils/suggestRoute.mjs';

import styles from './styles.module.css';

// The suggestion for an address and its title, worked out in the browser once the page has
// hydrated (it needs the address, which the static 404.html cannot know). Their code loads only
// then (src/utils/notFoundSuggestion.ts): the docs routes bundle this component, and docs pages
// need not carry it.
function useSuggestion(pathname: string): {
  suggestion: Suggestion | null;
  title: string | null;
} {
  const [docsPlugin] = Object.values(useAllDocsData());
  const starts = usePluginData('reading-order-sections') as
    Record<string, Record<string, string>> | undefined;
  const [found, setFound] = useState<{
    suggestion: Suggestion | null;
    title: string | null;
  }>({suggestion: null, title: null});
  useEffect(() => {
    const controller = new AbortController();
    setFound({suggestion: null, title: null});
    import('@site/src/utils/notFoundSuggestion').then(async ({suggestionFor, titleOf}) => {
      const suggestion = suggestionFor(pathname, docsPlugin?.versions ?? [], starts);
      if (controller.signal.aborted || !suggestion) {
        return;
      }
      setFound({suggestion, title: null});
      const title = await titleOf(suggestion.path, controller.signal).catch(() => null);
      if (title && !controller.signal.aborted) {
        setFound({suggestion, title});
      }
    });
    return () => controller.abort();
  }, [pathname, docsPlugin, starts]);
  return found;
}

// Words of the address that failed, as a search query: `/docs/latest/provider/run-prod/` gives
// "provider run prod".
function queryOf(pathname: string): string {
  return pathname
    .split('/')
    .filter((segment) => segment && !/^(docs|blog|latest|v?\d+(\.\d+)*)$/i.test(segment))
    .join(' ')
    .replace(/[-_]+/g, ' ')
    .trim();
}

// The page: says what happened, offers the ways out, and points to the page a mistyped or
// outdated address most likely meant (suggestions need the address, so they appear after hydration):
// the page it names in the latest docs when it names no version (as the previous portal's addresses
// do), a page that moved between versions (moved-pages.json), or the nearest address for a typo.
// A suggestion in another docs version than the one asked for says which version it is.
export default function NotFoundPage({className}: Props): ReactNode {
  const {pathname} = useLocation();
  const {suggestion, title} = useSuggestion(pathname);
  // Filled once hydrated: the server's 404.html cannot know the address.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(queryOf(pathname)), [pathname]);

  return (
    <main
      className={clsx('container margin-vert--xl', styles.notFound, className)}
      data-on-demand="not-found"
    >
      <Heading as="h1" className={styles.title}>
        <Translate id="tdex.notFound.title" description="The title of the 404 page">
          Page not found
        </Translate>
      </Heading>
      <p>
        <Translate id="tdex.notFound.explanation" description="The first paragraph of the 404 page">
          There is no page at this address. It may have moved when the docs were split into
          versions, or the link that brought you here has a typo.
        </Translate>
      </p>
      {suggestion && (
        <p className={styles.suggestion} data-testid="not-found-suggestion">
          <Translate
            id="tdex.notFound.suggestion"
            description="Introduces the suggested page on the 404 page"
          >
            Did you mean
          </Translate>{' '}
          <Link to={suggestion.path}>{title ?? suggestion.path}</Link>
          {suggestion.version &&
            (suggestion.version.isLast ? (
              <Translate
                id="tdex.notFound.suggestion.latest"
                description="After the suggested address on the 404 page, when it is in the latest docs"
              >
                {', in the latest docs'}
              </Translate>
            ) : (
              <Translate
                id="tdex.notFound.suggestion.version"
                description="After the suggested address on the 404 page, when it is in a released docs version"
                values={{version: suggestion.version.label}}
              >
                {', in the docs for version {version}'}
              </Translate>
            ))}
          ?
        </p>
      )}
      {/* The site's search results page (the search plugin's, which loads its index only
            there): a plain form, so the not-found page itself loads no search code. */}
      <form
        action="/search/"
        method="get"
        role="search"
        className={styles.search}
        aria-label={translate({
          id: 'tdex.notFound.search.label',
          message: 'Search the docs and blog',
          description: 'The name of the search form of the 404 page',
        })}
      >
        <input
          type="search"
          name="q"
          className={styles.searchInput}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={translate({
            id: 'tdex.notFound.search.input',
            message: 'Search for',
            description: 'The label of the search box of the 404 page',
          })}
        />
        <button type="submit" className="button button--primary">
          <Translate
            id="tdex.notFound.search.submit"
            description="The button of the search form of the 404 page"
          >
            Search
          </Translate>
        </button>
      </form>
      <Heading as="h2" className={styles.subtitle}>
        <Translate
          id="tdex.notFound.waysOut"
          description="Heading of the list of links on the 404 page"
        >
          Where to go from here
        </Translate>
      </Heading>
      <ul className={styles.links}>
        <li>
          <Link to="/">
            <Translate id="tdex.notFound.home" description="404 link to the home page">
              Home page
            </Translate>
          </Link>
        </li>
        <li>
          <Link to="/docs/latest/">
            <Translate id="tdex.notFound.docs" description="404 link to the latest docs">
              Latest documentation
            </Translate>
          </Link>
        </li>
        <li>
          <Link to="/blog/">
            <Translate id="tdex.notFound.blog" description="404 link to the blog">
              Blog
            </Translate>
          </Link>
        </li>
      </ul>
    </main>
  );
}
