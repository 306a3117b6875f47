import {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useDoc,
  useDocsPreferredVersion,
  useDocsVersion,
  useLatestVersion,
} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

// The guide from tdex-daemon v0 to v1, in the latest docs.
const MIGRATION_GUIDE_ID = 'provider/daemon/migrate_daemon';

// An unmaintained version's banner names the daemon release it documents and links the migration
// guide, in two short lines: on a phone the stock banner's two paragraphs took 180 px above the
// title. The latest-version link leads where the version menu does: the page's counterpart in the
// latest docs, else the start of its section, which the build writes into the page's front matter
// (`latest_counterpart`, plugins/reading-order). Shown on doc pages only (useDoc).
export default function UnmaintainedBanner({className}: {className?: string}): ReactNode {
  const version = useDocsVersion();
  const latest = useLatestVersion(version.pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  const {frontMatter} = useDoc() as {frontMatter: {latest_counterpart?: string | null}};
  const latestDoc =
    latest.docs.find((doc) => doc.id === frontMatter.latest_counterpart) ??
    latest.docs.find((doc) => doc.id === latest.mainDocId)!;
  const guide = latest.docs.find((doc) => doc.id === MIGRATION_GUIDE_ID);
  const toLatest = () => savePreferredVersionName(latest.name);
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--warning',
        styles.banner,
      )}
      role="alert"
    >
      <p>
        <Translate
          id="tdex.versionBanner.unmaintained"
          description="The banner of an unmaintained docs version"
          values={{
            release: (
              <b>
                {translate(
                  {
                    id: 'tdex.versionBanner.release',
                    message: 'tdex-daemon {version}',
                    description: 'The daemon release an unmaintained docs version describes',
                  },
                  {version: version.label},
                )}
              </b>
            ),
          }}
        >
          {'These docs describe {release}, which is no longer actively maintained.'}
        </Translate>
      </p>
      <p>
        <Link to={latestDoc.path} onClick={toLatest}>
          <Translate
            id="tdex.versionBanner.latest"
            description="Link from an unmaintained docs page to the latest docs"
          >
            latest version
          </Translate>
        </Link>
        {guide && (
          <>
            {' · '}
            <Link to={guide.path} onClick={toLatest}>
              <Translate
                id="tdex.versionBanner.migrate"
                description="Link from an unmaintained docs page to the daemon migration guide"
              >
                Migrate to tdex-daemon v1
              </Translate>
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
