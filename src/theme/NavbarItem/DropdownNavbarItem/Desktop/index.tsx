// Ejected from node_modules/@docusaurus/theme-classic/src/theme/NavbarItem/DropdownNavbarItem/Desktop/index.tsx (3.10.2): Escape closes the dropdown and gives the focus back to its toggle.
// Can go when: Escape closes the desktop navbar dropdown, opened by keyboard or hover, and gives
// the focus back to its toggle: facebook/docusaurus#11889 (open) adds the Escape key, #11937 (open)
// the focus.
// Why: src/theme/README.md. Upstream layout kept (listed in .prettierignore) so that a diff against
// the upstream file shows only our change; tests/theme/ejected.test.mjs asks to re-apply it when
// the upstream file changes.
import React, {useState, useRef, useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

import styles from './styles.module.css';

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  // Taken out of `props` so that it does not reach the toggle, as in stock.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  onClick,
  ...props
}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);
  // TDEX: closed with Escape while the pointer is over it; opens on hover again once it leaves.
  const [isDismissed, setIsDismissed] = useState(false);

  useEffect(() => {
    const handleClickOutside = (
      event: MouseEvent | TouchEvent | FocusEvent,
    ) => {
      if (
        !dropdownRef.current ||
        dropdownRef.current.contains(event.target as Node)
      ) {
        return;
      }
      setShowDropdown(false);
    };

    document.addEventListener('mousedown', handleClickOutside);
    document.addEventListener('touchstart', handleClickOutside);
    document.addEventListener('focusin', handleClickOutside);

    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
      document.removeEventListener('touchstart', handleClickOutside);
      document.removeEventListener('focusin', handleClickOutside);
    };
  }, [dropdownRef]);

  // TDEX: Escape closes the menu, whether opened from the keyboard or by hovering, and puts the
  // focus back on the toggle if it was in the menu.
  useEffect(() => {
    const handleEscape = (event: KeyboardEvent) => {
      const dropdown = dropdownRef.current;
      if (event.key !== 'Escape' || !dropdown) {
        return;
      }
      const isOpen =
        showDropdown || (dropdown.matches(':hover') && !isDismissed);
      if (!isOpen) {
        return;
      }
      setShowDropdown(false);
      setIsDismissed(true);
      if (dropdown.contains(document.activeElement)) {
        dropdown.querySelector<HTMLElement>(':scope > .navbar__link')?.focus();
      }
    };
    document.addEventListener('keydown', handleEscape);
    return () => document.removeEventListener('keydown', handleEscape);
  }, [showDropdown, isDismissed]);

  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
        [styles.dismissed!]: isDismissed,
      })}
      onMouseLeave={() => setIsDismissed(false)}>
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // # hash permits to make the <a> tag focusable in case no link target
        // See https://github.com/facebook/docusaurus/pull/6003
        // There's probably a better solution though...
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setShowDropdown(!showDropdown);
            setIsDismissed(false);
          }
        }}>
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...childItemProps}
            key={i}
          />
        ))}
      </ul>
    </div>
  );
}
