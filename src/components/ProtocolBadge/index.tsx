import {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {protocolOfDocsVersion} from '@site/src/data/protocol';

import styles from './styles.module.css';

interface Props {
  /** Set by the navbar when it renders its items in the mobile menu. */
  mobile?: boolean;
}

/**
 * The navbar item `custom-protocolBadge` (src/theme/NavbarItem/ComponentTypes.tsx): which TDEX
 * protocol the docs being read describe (src/data/protocol.ts), placed beside the version dropdown
 * in docusaurus.config.ts. Nothing outside the docs (home, blog), and nothing in the mobile menu.
 */
export default function ProtocolBadge({mobile}: Props): ReactNode {
  const {activeVersion} = useActiveDocContext(undefined);
  if (mobile || !activeVersion) {
    return null;
  }
  return (
    <span className={styles.protocolBadge} data-testid="protocol-badge">
      <Translate
        id="tdex.protocolBadge.label"
        description="Badge next to the docs version dropdown"
        values={{protocol: protocolOfDocsVersion(activeVersion.name)}}
      >
        {'protocol {protocol}'}
      </Translate>
    </span>
  );
}
