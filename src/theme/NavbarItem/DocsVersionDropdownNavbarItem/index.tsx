import {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';
import Translate from '@docusaurus/Translate';
import {protocolOfDocsVersion} from '@site/src/data/protocol';

import styles from './styles.module.css';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

// Next to the version dropdown, tell readers which TDEX protocol the docs they read describe:
// a v1 (0.9.1) reader must not follow v2 message formats by mistake.
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  // The same version the dropdown shows as its label (active, else preferred, else latest), so the
  // badge always agrees with the label.
  const [dropdownVersion] = useDocsVersionCandidates(props.docsPluginId);
  const protocol = dropdownVersion ? protocolOfDocsVersion(dropdownVersion.name) : undefined;
  if (props.mobile || !protocol) {
    return <DocsVersionDropdownNavbarItem {...props} />;
  }
  return (
    <>
      <DocsVersionDropdownNavbarItem {...props} />
      <span className={styles.protocolBadge} data-testid="protocol-badge">
        <Translate
          id="navbar.protocolBadge"
          description="Badge next to the docs version dropdown"
          values={{protocol}}
        >
          {'protocol {protocol}'}
        </Translate>
      </span>
    </>
  );
}
