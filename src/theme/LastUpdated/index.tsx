import type {ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

// The stock line marks its date `<time itemprop="dateModified">`, which the W3C Nu HTML Checker
// rejects outside an item: the wrapper makes the line a schema.org WebPage item, so that the date
// is the page's.
export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
