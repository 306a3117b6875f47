import {type ReactNode, useEffect, useState} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {FROM_VERSION_PARAM} from './params';
import styles from './styles.module.css';

// Says, on arrival, that a version switch led to the start of a section because the page the
// reader left has no counterpart in this version. The query is read after hydration: the server's
// HTML is the same for every query.
export default function VersionSwitchNotice(): ReactNode {
  const {search} = useLocation();
  const [fromName, setFromName] = useState<string | null>(null);
  useEffect(() => {
    setFromName(new URLSearchParams(search).get(FROM_VERSION_PARAM));
  }, [search]);
  const versions = useVersions(undefined);
  const current = useDocsVersion();
  const from = versions.find((version) => version.name === fromName);
  if (!from || from.name === current.version) {
    return null;
  }
  return (
    <div
      className={clsx('alert alert--info', styles.notice)}
      role="status"
      data-testid="version-switch-notice"
    >
      <Translate
        id="tdex.versionSwitch.notice"
        description="Shown after a version switch that could not keep the page being read"
        values={{from: <b>{from.label}</b>, to: <b>{current.label}</b>}}
      >
        {
          'The page you were reading in the {from} docs has no counterpart in the {to} docs: this is the start of its section.'
        }
      </Translate>
    </div>
  );
}
