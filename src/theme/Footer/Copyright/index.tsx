import {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

// Adds the license line under the configured copyright; it sits inside <footer>, unlike anything
// a Footer wrapper would add (which axe reports as content outside landmarks).
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <p className={styles.license}>
        <Translate
          id="tdex.footer.license"
          description="License line in the footer"
          values={{
            link: (
              <Link href="https://github.com/tdex-network">
                <Translate id="tdex.footer.licenseLink" description="Link to the TDEX source code">
                  free and open-source software
                </Translate>
              </Link>
            ),
          }}
        >
          {'TDEX is {link}, released under the MIT license.'}
        </Translate>
      </p>
    </>
  );
}
