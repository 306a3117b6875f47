// Ejected from node_modules/@docusaurus/theme-classic/src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx (3.10.2): a page that moved between versions links to its counterpart (moved-pages.json), a page with none to the start of its section, saying so; each entry names its daemon release.
// Can go when: the docsVersionDropdown item lets a site choose the target of each version for the
// page being read (a page that moved, a fallback other than the landing page) and an item's
// description; stock knows only the page with the same id.
// Stock links to the page with the same id in another version, else to that version's landing page;
// a page that moved (its id changed) got the landing page. The changes are marked "TDEX". Not in the
// swizzle list, hence an eject (unsafe); tests/theme/ejected.test.mjs asks to re-apply it when the
// upstream file changes.
import React, {type ReactNode} from 'react';
import {
  useVersions,
  useActiveDocContext,
  useDocsVersionCandidates,
  useDocsPreferredVersion,
} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {
  Props,
  PropVersions,
  PropVersionItem,
} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {
  closestPage,
  type SectionStarts,
} from '@site/src/utils/movedPages.mjs';
import {
  FROM_VERSION_PARAM,
  type DocsVersionReleases,
} from '@site/src/components/VersionSwitchNotice/params';
import movedPages from '@site/moved-pages.json';
import type {
  GlobalVersion,
  GlobalDoc,
  ActiveDocContext,
} from '@docusaurus/plugin-content-docs/client';

type VersionItem = {
  version: GlobalVersion;
  label: string;
};

function getVersionItems(
  versions: GlobalVersion[],
  configs?: PropVersions,
): VersionItem[] {
  if (configs) {
    // Collect all the versions we have
    const versionMap = new Map<string, GlobalVersion>(
      versions.map((version) => [version.name, version]),
    );

    const toVersionItem = (
      name: string,
      config?: PropVersionItem,
    ): VersionItem => {
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
      return Object.entries(configs).map(([name, config]) =>
        toVersionItem(name, config),
      );
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

// TDEX: the page closest to the one being read in another version: the same page, its counterpart
// when it moved (moved-pages.json), else the start of its section (reading-order.json, through
// plugins/reading-order/sections.mjs); `exact` is false for the last.
function getClosestDoc(
  version: GlobalVersion,
  activeDocContext: ActiveDocContext,
  sectionStarts: Record<string, SectionStarts>,
): {doc: GlobalDoc; exact: boolean} | undefined {
  const {activeDoc} = activeDocContext;
  if (!activeDoc) {
    return undefined;
  }
  const closest = closestPage(
    activeDoc.id,
    version.docs.map((doc) => doc.id),
    movedPages.moves,
    sectionStarts[version.name] ?? {},
  );
  const doc = version.docs.find((d) => d.id === closest?.id);
  return doc && closest ? {doc, exact: closest.exact} : undefined;
}

function getVersionTargetDoc(
  version: GlobalVersion,
  activeDocContext: ActiveDocContext,
  sectionStarts: Record<string, SectionStarts>,
): {doc: GlobalDoc; exact: boolean} {
  // We try to link to the same doc, in another version
  // When not possible, fallback to the "main doc" of the version
  const sameDoc = activeDocContext.alternateDocVersions[version.name];
  if (sameDoc) {
    return {doc: sameDoc, exact: true};
  }
  // TDEX
  return (
    getClosestDoc(version, activeDocContext, sectionStarts) ?? {
      doc: getVersionMainDoc(version),
      exact: !activeDocContext.activeDoc,
    }
  );
}

// TDEX: the entry's label, and under it what the version documents: the link's description, so
// that its name stays the version's label. A space between the two, so that their text does not
// run together where the release is not on its own line (src/css/custom.css puts it there in the
// phone menu too).
function VersionItemLabel({
  label,
  release,
  descriptionId,
}: {
  label: string;
  release: DocsVersionReleases[string] | undefined;
  descriptionId: string;
}): ReactNode {
  if (!release) {
    return label;
  }
  return (
    <>
      <span data-version-label="">{label}</span>{' '}
      <span className="tdex-version-release" id={descriptionId}>
        {release.unmaintained
          ? translate(
              {
                id: 'tdex.versionDropdown.unmaintainedRelease',
                message: 'tdex-daemon {daemon}, unmaintained',
                description:
                  'Under an unmaintained version in the version menu: the tdex-daemon release it documents',
              },
              {daemon: release.daemon},
            )
          : translate(
              {
                id: 'tdex.versionDropdown.release',
                message: 'tdex-daemon {daemon}',
                description:
                  'Under a version in the version menu: the tdex-daemon release it documents',
              },
              {daemon: release.daemon},
            )}
      </span>
    </>
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
  const candidateItems = candidates
    .map((candidate) => versionItems.find((vi) => vi.version === candidate))
    .filter((vi) => vi !== undefined);
  return candidateItems[0] ?? versionItems[0]!;
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
  // TDEX: without the notice's parameter, which only holds for the page it led to.
  const search = useHistorySelector((history) => {
    const params = new URLSearchParams(history.location.search);
    params.delete(FROM_VERSION_PARAM);
    const rest = params.toString();
    return rest ? `?${rest}` : '';
  });
  const hash = useHistorySelector((history) => history.location.hash);
  const activeDocContext = useActiveDocContext(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const versionItems = useVersionItems({docsPluginId, configs});
  const displayedVersionItem = useDisplayedVersionItem({
    docsPluginId,
    versionItems,
  });
  // TDEX
  const sectionStarts = usePluginData('reading-order-sections') as Record<
    string,
    SectionStarts
  >;
  const releases = useDocusaurusContext().siteConfig.customFields
    ?.docsVersionReleases as DocsVersionReleases | undefined;
  // The desktop dropdown and the phone menu may both be rendered (the navbar has one version
  // dropdown): ids unique to each, the same on the server and in the browser.
  const idPrefix = mobile ? 'tdex-version-menu' : 'tdex-version-dropdown';

  function versionItemToLink({
    version,
    label,
  }: VersionItem): LinkLikeNavbarItemProps {
    const target = getVersionTargetDoc(
      version,
      activeDocContext,
      sectionStarts,
    );
    const fromVersion = activeDocContext.activeVersion;
    const release = releases?.[version.name];
    const descriptionId = `${idPrefix}-${version.name}-release`;
    return {
      // TDEX
      label: (
        <VersionItemLabel
          label={label}
          release={release}
          descriptionId={descriptionId}
        />
      ),
      ...(release && {
        'aria-label': label,
        'aria-describedby': descriptionId,
      }),
      // preserve ?search#hash suffix on version switches
      // TDEX: not to a page that is not the same: the query says which version the reader left
      // (src/components/VersionSwitchNotice)
      to:
        target.exact || !fromVersion
          ? `${target.doc.path}${search}${hash}`
          : `${target.doc.path}?${FROM_VERSION_PARAM}=${encodeURIComponent(fromVersion.name)}`,
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
          description:
            'The label for the navbar versions dropdown on mobile view',
        })
      : displayedVersionItem.label;

  const dropdownTo =
    mobile && items.length > 1
      ? undefined
      : getVersionTargetDoc(
          displayedVersionItem.version,
          activeDocContext,
          sectionStarts,
        ).doc.path;

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

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={dropdownLabel}
      to={dropdownTo}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
