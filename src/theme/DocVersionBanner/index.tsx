import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {FROM_VERSION_PARAM} from '@site/src/components/VersionSwitchNotice/params';
import UnmaintainedBanner from './Unmaintained';

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
