import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import ProtocolBadge from '@site/src/components/ProtocolBadge';

// The stock navbar item types, and ours: `custom-protocolBadge` (see docusaurus.config.ts).
export default {
  ...ComponentTypes,
  'custom-protocolBadge': ProtocolBadge,
} satisfies ComponentTypesObject;
