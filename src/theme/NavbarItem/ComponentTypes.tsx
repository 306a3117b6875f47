import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import ProtocolBadge from '@site/src/components/ProtocolBadge';

// The navbar item types the site uses (see docusaurus.config.ts), and ours: `custom-protocolBadge`.
// The stock registry also imports the locale dropdown and the `html`, `docSidebar` and `docsVersion`
// items, about 1 KiB gzip on every page that a one-locale site never renders; a navbar item of one
// of those types fails the build ("No NavbarItem component found for type") until it is added here.
export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  search: SearchNavbarItem,
  doc: DocNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  'custom-protocolBadge': ProtocolBadge,
} as unknown as ComponentTypesObject;
