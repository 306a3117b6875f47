import {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

type Props = {readonly className?: string};

// Hero artwork: providers (squares) and traders (circles) around the Liquid chain. Colors come from
// CSS variables, so the drawing follows the color mode.
export default function NetworkArt({className}: Props): ReactNode {
  return (
    <svg
      className={clsx(styles.art, className)}
      viewBox="0 0 320 240"
      role="img"
      aria-labelledby="network-art-title"
    >
      <title id="network-art-title">
        {translate({
          id: 'tdex.home.art.title',
          message: 'Traders and liquidity providers swapping directly over the Liquid Network',
        })}
      </title>
      <g className={styles.links}>
        <path d="M160 120 L60 50 M160 120 L260 50 M160 120 L60 190 M160 120 L260 190 M60 50 L260 190 M260 50 L60 190" />
      </g>
      <circle className={styles.chain} cx="160" cy="120" r="34" />
      <text className={styles.chainLabel} x="160" y="126" textAnchor="middle">
        {'L-BTC'}
      </text>
      <rect className={styles.provider} x="36" y="26" width="48" height="48" rx="10" />
      <rect className={styles.provider} x="236" y="166" width="48" height="48" rx="10" />
      <circle className={styles.trader} cx="260" cy="50" r="22" />
      <circle className={styles.trader} cx="60" cy="190" r="22" />
    </svg>
  );
}
