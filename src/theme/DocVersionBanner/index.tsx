import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useLatestVersion,
} from '@docusaurus/plugin-content-docs/client';
import {FROM_VERSION_PARAM} from '@site/src/components/VersionSwitchNotice/params';
import {closestPage, type SectionStarts} from '@site/src/utils/movedPages.mjs';
import movedPages from '@site/moved-pages.json';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocVersionBannerType>;

// The notice after a version switch (src/components/VersionSwitchNotice) shows only on an address
// that carries FROM_VERSION_PARAM, which the server's HTML cannot know: its code loads then.
const VersionSwitchNotice = lazy(() => import('@site/src/components/VersionSwitchNotice'));

function SwitchNotice(): ReactNode {
  const {search} = useLocation();
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    setSwitched(new URLSearchParams(search).has(FROM_VERSION_PARAM));
  }, [search]);
  return switched ? (
    <Suspense fallback={null}>
      <VersionSwitchNotice />
    </Suspense>
  ) : null;
}

// The guide from tdex-daemon v0 to v1, in the latest docs.
const MIGRATION_GUIDE_ID = 'provider/daemon/migrate_daemon';

// An unmaintained version's banner names the daemon release it documents and links the migration
// guide, in two short lines: on a phone the stock banner's two paragraphs took 180 px above the
// title. The latest-version link leads where the version menu does (src/utils/movedPages.mjs).
function UnmaintainedBanner({className}: {className?: string}): ReactNode {
  const version = useDocsVersion();
  const latest = useLatestVersion(version.pluginId);
  const {activeDoc} = useActiveDocContext(version.pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  const sectionStarts = usePluginData('reading-order-sections') as Record<string, SectionStarts>;
  const closest = activeDoc
    ? closestPage(
        activeDoc.id,
        latest.docs.map((doc) => doc.id),
        movedPages.moves,
        sectionStarts[latest.name] ?? {},
      )
    : null;
  const latestDoc =
    latest.docs.find((doc) => doc.id === closest?.id) ??
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

// Wrapped: above every docs page, the notice after a version switch that could not keep the page
// (src/components/VersionSwitchNotice); an unmaintained version gets its own, shorter banner.
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const {banner} = useDocsVersion();
  return (
    <>
      <SwitchNotice />
      {banner === 'unmaintained' ? (
        <UnmaintainedBanner className={props.className} />
      ) : (
        <DocVersionBanner {...props} />
      )}
    </>
  );
}
