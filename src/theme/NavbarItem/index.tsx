import type {ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof NavbarItemType>;

// The items of the navbar's top bar are hidden at a phone's width (the phone menu renders the same
// items anew, with `mobile`): there they keep the server's markup instead of being hydrated
// (src/components/DesktopOnly). The search box, shown at every width, is left as it is, and so are
// a dropdown's items, which must stay the `<li>` children of its list.
export default function NavbarItemWrapper(props: Props): ReactNode {
  const {isDropdownItem} = props as {isDropdownItem?: boolean};
  if (props.mobile || props.type === 'search' || isDropdownItem) {
    return <NavbarItem {...props} />;
  }
  return (
    <DesktopOnly>
      <NavbarItem {...props} />
    </DesktopOnly>
  );
}
