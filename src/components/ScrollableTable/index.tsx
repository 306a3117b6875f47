import {
  Children,
  cloneElement,
  isValidElement,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  useRef,
} from 'react';
import clsx from 'clsx';
import {useScrollsSideways} from '@site/src/utils/useScrollsSideways';
import styles from './styles.module.css';

type Element = ReactElement<{children?: ReactNode}>;

const elementsOf = (node: ReactNode, type: string): Element[] =>
  Children.toArray(node).filter(
    (child): child is Element => isValidElement(child) && child.type === type,
  );

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

// Each body cell gets its column's header text as `data-label`, rendered on the server: on a phone
// the rows stack and every cell shows its label (styles.module.css), so a name and its description
// are read together instead of scrolled to.
function labelCells(children: ReactNode): ReactNode {
  const headerRow = elementsOf(children, 'thead').flatMap((head) =>
    elementsOf(head.props.children, 'tr'),
  )[0];
  const labels = headerRow
    ? elementsOf(headerRow.props.children, 'th').map((th) => textOf(th.props.children).trim())
    : [];
  if (labels.length === 0) return children;
  return Children.map(children, (section) => {
    if (!isValidElement<{children?: ReactNode}>(section) || section.type !== 'tbody')
      return section;
    return cloneElement(section, {
      children: Children.map(section.props.children, (row) => {
        if (!isValidElement<{children?: ReactNode}>(row) || row.type !== 'tr') return row;
        let column = 0;
        return cloneElement(row, {
          children: Children.map(row.props.children, (cell) => {
            if (!isValidElement(cell) || cell.type !== 'td') return cell;
            const label = labels[column];
            column += 1;
            return label ? cloneElement(cell, {'data-label': label} as object) : cell;
          }),
        });
      }),
    });
  });
}

// A Markdown table. On a phone its rows stack, each cell labelled with its column's header; wider
// screens show a table that Infima lets scroll sideways inside the page, made focusable when it
// does so keyboard users can scroll it too (axe: scrollable-region-focusable). Tables that fit stay
// out of the tab order.
export default function ScrollableTable({
  children,
  className,
  ...props
}: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const scrollable = useScrollsSideways(ref);
  return (
    <table
      {...props}
      className={clsx(className, styles.table)}
      ref={ref}
      tabIndex={scrollable ? 0 : undefined}
    >
      {labelCells(children)}
    </table>
  );
}
