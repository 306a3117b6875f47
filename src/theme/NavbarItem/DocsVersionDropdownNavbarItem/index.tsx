// Ejected from @docusaurus/theme-classic 3.10.2 (NavbarItem/DocsVersionDropdownNavbarItem; not in
// the swizzle list, so unsafe). Two changes, marked "TDEX":
// - A page that moved between versions (moved-pages.json) links to its counterpart in the other
//   versions, instead of their landing page. Stock only finds a page with the same id.
// - The protocol badge: which TDEX protocol the docs being read describe (src/data/protocol.ts), next
//   to the dropdown, only where a docs version is being read. Desktop only.
import {type ReactNode} from 'react';
import {
  useVersions,
  useActiveDocContext,
  useDocsVersionCandidates,
  useDocsPreferredVersion,
  type GlobalVersion,
  type GlobalDoc,
  type ActiveDocContext,
} from '@docusaurus/plugin-content-docs/client';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {protocolOfDocsVersion} from '@site/src/data/protocol';
import {counterpartId} from '@site/src/utils/movedPages.mjs';
import movedPages from '@site/moved-pages.json';

import styles from './styles.module.css';

type VersionItem = {
  version: GlobalVersion;
  label: string;
};

function getVersionItems(versions: GlobalVersion[], configs?: Props['versions']): VersionItem[] {
  if (configs) {
    // Collect all the versions we have
    const versionMap = new Map<string, GlobalVersion>(
      versions.map((version) => [version.name, version]),
    );

    const toVersionItem = (name: string, config?: {label?: string}): VersionItem => {
      const version = versionMap.get(name);
      if (!version) {
        throw new Error(`No docs version exist for name '${name}', please verify your 'docsVersionDropdown' navbar item versions config.
Available version names:\n- ${versions.map((v) => `${v.name}`).join('\n- ')}`);
      }
      return {version, label: config?.label ?? version.label};
    };

    if (Array.isArray(configs)) {
      return configs.map((name) => toVersionItem(name, undefined));
    } else {
      return Object.entries(configs).map(([name, config]) => toVersionItem(name, config));
    }
  } else {
    return versions.map((version) => ({version, label: version.label}));
  }
}

function useVersionItems({
  docsPluginId,
  configs,
}: {
  docsPluginId: Props['docsPluginId'];
  configs: Props['versions'];
}): VersionItem[] {
  const versions = useVersions(docsPluginId);
  return getVersionItems(versions, configs);
}

function getVersionMainDoc(version: GlobalVersion): GlobalDoc {
  return version.docs.find((doc) => doc.id === version.mainDocId)!;
}

// TDEX: the counterpart of the page being read in another version, when the page moved.
function getMovedDoc(
  version: GlobalVersion,
  activeDocContext: ActiveDocContext,
): GlobalDoc | undefined {
  const {activeDoc} = activeDocContext;
  if (!activeDoc) {
    return undefined;
  }
  const id = counterpartId(
    activeDoc.id,
    version.docs.map((doc) => doc.id),
    movedPages.moves,
  );
  return version.docs.find((doc) => doc.id === id);
}

function getVersionTargetDoc(
  version: GlobalVersion,
  activeDocContext: ActiveDocContext,
): GlobalDoc {
  // We try to link to the same doc, in another version
  // When not possible, fallback to the "main doc" of the version
  return (
    activeDocContext.alternateDocVersions[version.name] ??
    getMovedDoc(version, activeDocContext) ??
    getVersionMainDoc(version)
  );
}

// The version item to use for the "dropdown button"
function useDisplayedVersionItem({
  docsPluginId,
  versionItems,
}: {
  docsPluginId: Props['docsPluginId'];
  versionItems: VersionItem[];
}): VersionItem {
  // The order of the candidates matters!
  const candidates = useDocsVersionCandidates(docsPluginId);
  const candidateItems: VersionItem[] = candidates
    .map((candidate) => versionItems.find((vi) => vi.version === candidate))
    .filter((vi) => vi !== undefined);
  return candidateItems[0] ?? versionItems[0]!;
}

// TDEX: the protocol of the docs version being read; nothing outside the docs (home, blog).
function ProtocolBadge({version}: {version: GlobalVersion}): ReactNode {
  return (
    <span className={styles.protocolBadge} data-testid="protocol-badge">
      <Translate
        id="tdex.protocolBadge.label"
        description="Badge next to the docs version dropdown"
        values={{protocol: protocolOfDocsVersion(version.name)}}
      >
        {'protocol {protocol}'}
      </Translate>
    </span>
  );
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: configs,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const activeDocContext = useActiveDocContext(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const versionItems = useVersionItems({docsPluginId, configs});
  const displayedVersionItem = useDisplayedVersionItem({
    docsPluginId,
    versionItems,
  });

  function versionItemToLink({version, label}: VersionItem): LinkLikeNavbarItemProps {
    const targetDoc = getVersionTargetDoc(version, activeDocContext);
    return {
      label,
      // preserve ?search#hash suffix on version switches
      to: `${targetDoc.path}${search}${hash}`,
      isActive: () => version === activeDocContext.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    };
  }

  const items: LinkLikeNavbarItemProps[] = [
    ...dropdownItemsBefore,
    ...versionItems.map(versionItemToLink),
    ...dropdownItemsAfter,
  ];

  // Mobile dropdown is handled a bit differently
  const dropdownLabel =
    mobile && items.length > 1
      ? translate({
          id: 'theme.navbar.mobileVersionsDropdown.label',
          message: 'Versions',
          description: 'The label for the navbar versions dropdown on mobile view',
        })
      : displayedVersionItem.label;
  const dropdownTo =
    mobile && items.length > 1
      ? undefined
      : getVersionTargetDoc(displayedVersionItem.version, activeDocContext).path;

  // We don't want to render a version dropdown with 0 or 1 item. If we build
  // the site with a single docs version (onlyIncludeVersions: ['1.0.0']),
  // We'd rather render a button instead of a dropdown
  if (items.length <= 1) {
    return (
      <DefaultNavbarItem
        {...props}
        mobile={mobile}
        label={dropdownLabel}
        to={dropdownTo}
        isActive={dropdownActiveClassDisabled ? () => false : undefined}
      />
    );
  }

  const dropdown = (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={dropdownLabel}
      to={dropdownTo}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
  // TDEX: the protocol badge, beside the desktop dropdown, where a docs version is being read.
  const {activeVersion} = activeDocContext;
  if (mobile || !activeVersion) {
    return dropdown;
  }
  return (
    <>
      {dropdown}
      <ProtocolBadge version={activeVersion} />
    </>
  );
}
