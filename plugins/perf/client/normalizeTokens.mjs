// Prism's nested token stream, flattened into lines of typed tokens, as prism-react-renderer's
// `Highlight` gives them to the theme's CodeBlock (./prism-react-renderer.ts). Each token has the
// types of every token it is nested in (and its alias); a string at the top level is `plain`; an
// empty line holds one empty `plain` token, "\n", so that it keeps its height.

const NEWLINE = /\r\n|\r|\n/;

function withType(types, add) {
  if (add === undefined || types[types.length - 1] === add) return types;
  return types.concat(add);
}

// An empty line still needs one token, so that it keeps its height.
function closeLine(line) {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

/**
 * @param {import('./normalizeTokens.mjs').PrismToken[]} tokens
 * @returns {import('./normalizeTokens.mjs').Token[][]}
 */
export function normalizeTokens(tokens) {
  let line = [];
  const lines = [line];
  const visit = (items, types, nested) => {
    for (const item of items) {
      let itemTypes;
      let content;
      if (typeof item === 'string') {
        itemTypes = nested ? types : ['plain'];
        content = item;
      } else {
        itemTypes = withType(withType(types, item.type), item.alias);
        content = item.content;
      }
      if (typeof content !== 'string') {
        visit(Array.isArray(content) ? content : [content], itemTypes, true);
        continue;
      }
      const parts = content.split(NEWLINE);
      line.push({types: itemTypes, content: parts[0]});
      for (const part of parts.slice(1)) {
        closeLine(line);
        line = [{types: itemTypes, content: part}];
        lines.push(line);
      }
    }
  };
  visit(tokens, [], false);
  closeLine(line);
  return lines;
}
