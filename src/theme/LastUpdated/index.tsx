import {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

// The "Last updated on ..." line is a schema.org WebPage item, so that its
// <time itemprop="dateModified"> is the page's date: outside an item, the W3C Nu HTML Checker
// reports the itemprop on every page that shows a date (issue 14).
export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
