import {
  Children,
  cloneElement,
  isValidElement,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {expandedLength} from '@site/src/utils/abbreviation.mjs';

/** The swap test vectors of BOTD#3, in static/. */
const VECTORS_PATH = '/specs/swap-vectors-v2.json';

type Code = ReactElement<{children: string}>;
type Pre = ReactElement<{children: Code}>;

// The fence as MDX hands it over: <pre> around <code> around the text.
function fenceOf(children: ReactNode): {pre: Pre; code: Code} {
  const pre = Children.only(children);
  const code = isValidElement<{children?: unknown}>(pre) ? pre.props.children : null;
  if (!isValidElement<{children?: unknown}>(code) || typeof code.props.children !== 'string') {
    throw new Error('SwapVectorExample takes one code fence, with a blank line around it');
  }
  return {pre: pre as Pre, code: code as Code};
}

/**
 * A JSON example of the spec pages that carries a message of the swap test vectors. A PSETv2 is
 * hundreds to tens of thousands of base64 characters, so the page shows it shortened, as the fence
 * has it; the button fetches the vectors file and shows the whole message in the same code block,
 * ready to copy. Markup only (Infima's button), so the site's CSS does not grow. No link of its own:
 * the page links the vectors file where it introduces the examples, and the Markdown copy of the
 * page (plugins/llms) keeps only the fence.
 */
export default function SwapVectorExample({children}: {children: ReactNode}): ReactNode {
  const {pre, code} = fenceOf(children);
  const vectorsUrl = useBaseUrl(VECTORS_PATH);
  const [whole, setWhole] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = () => {
    if (whole !== null) {
      setShown(!shown);
      return;
    }
    setFailed(false);
    import('./whole')
      .then(({wholeMessage}) => wholeMessage(vectorsUrl, code.props.children))
      .then((text) => {
        setWhole(text);
        setShown(true);
      })
      .catch(() => setFailed(true));
  };

  return (
    <div data-testid="swap-vector-example">
      {/* A new key: the whole message is a new block, highlighted in the browser. */}
      {shown ? cloneElement(pre, {key: 'whole'}, cloneElement(code, {}, whole)) : pre}
      <p>
        <button
          type="button"
          className="button button--sm button--outline button--secondary margin-right--md"
          onClick={toggle}
        >
          {shown
            ? translate({
                id: 'tdex.swapVectorExample.shorten',
                message: 'Shorten the message again',
              })
            : translate(
                {id: 'tdex.swapVectorExample.show', message: 'Show the whole message ({kb} KB)'},
                {kb: Math.ceil(expandedLength(code.props.children) / 1024)},
              )}
        </button>
        <span role="status">
          {failed &&
            translate({
              id: 'tdex.swapVectorExample.failed',
              message: 'Could not load the test vectors.',
            })}
        </span>
      </p>
    </div>
  );
}
