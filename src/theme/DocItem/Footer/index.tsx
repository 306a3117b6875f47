import {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

// One `checked_against` entry of a page's front matter (tests/content/sources.test.mjs checks them).
type Source = {repo?: string; ref?: string | number; package?: string};

const FULL_COMMIT = /^[0-9a-f]{40}$/;

function SourceName({source}: {source: Source}): ReactNode {
  if (source.package) {
    return <code>{source.package}</code>;
  }
  const ref = String(source.ref ?? '');
  const name = source.repo?.split('/').pop() ?? source.repo;
  // A tag as written; a commit by its first seven digits, as GitHub shows it.
  const shown = FULL_COMMIT.test(ref) ? ref.slice(0, 7) : ref;
  return (
    <Link href={`https://github.com/${source.repo}/tree/${ref}`}>
      {name} {shown}
    </Link>
  );
}

// Wrapped: under the "Last updated" line, what the page's facts were checked against (its
// `checked_against` front matter): the date says when the page changed, this line says which
// release it describes.
export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const sources = (frontMatter as {checked_against?: unknown}).checked_against;
  const list = Array.isArray(sources)
    ? (sources as Source[]).filter((s) => s.package || (s.repo && s.ref !== undefined))
    : [];
  return (
    <>
      <Footer {...props} />
      {list.length > 0 && (
        <p className={styles.checkedAgainst} data-testid="checked-against">
          <Translate
            id="tdex.docFooter.checkedAgainst"
            description="Before the list of releases a docs page was checked against"
          >
            Checked against
          </Translate>{' '}
          {list.map((source, i) => (
            <span key={`${source.repo ?? source.package}@${source.ref ?? ''}`}>
              {i > 0 && ', '}
              <SourceName source={source} />
            </span>
          ))}
        </p>
      )}
    </>
  );
}
