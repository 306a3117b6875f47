// The query parameter a version switch adds when the page it leads to is not the page the reader
// left (src/theme/NavbarItem/DocsVersionDropdownNavbarItem): the name of the version left.
export const FROM_VERSION_PARAM = 'from-version';

/** `customFields.docsVersionReleases` of docusaurus.config.ts, by version name. */
export type DocsVersionReleases = Readonly<
  Record<string, {readonly daemon: string; readonly unmaintained: boolean}>
>;
