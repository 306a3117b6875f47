import {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

// The stock date is a `<time itemprop="dateModified">` outside any microdata item, which the W3C Nu
// HTML Checker reports on every page that shows it ("not a property of any item"). Wrapped, it is
// the modification date of the web page, which is what it says.
export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
