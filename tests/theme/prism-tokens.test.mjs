// The Prism token normaliser of the site's prism-react-renderer stand-in
// (plugins/perf/client/normalizeTokens.mjs): Prism's nested tokens become lines of typed tokens, the
// shape the theme's CodeBlock renders.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {normalizeTokens} from '../../plugins/perf/client/normalizeTokens.mjs';

test('a top-level string is plain; a token keeps its type and alias', () => {
  assert.deepEqual(normalizeTokens(['x = ', {type: 'number', alias: 'constant', content: '1'}]), [
    [
      {types: ['plain'], content: 'x = '},
      {types: ['number', 'constant'], content: '1'},
    ],
  ]);
});

test('nested tokens carry the types of every token around them', () => {
  const tokens = [
    {
      type: 'string',
      content: ['"', {type: 'interpolation', content: [{type: 'punctuation', content: '${'}]}],
    },
  ];
  assert.deepEqual(normalizeTokens(tokens), [
    [
      {types: ['string'], content: '"'},
      {types: ['string', 'interpolation', 'punctuation'], content: '${'},
    ],
  ]);
});

test('newlines split lines, also inside a token, which both lines keep', () => {
  const lines = normalizeTokens([{type: 'comment', content: '/* a\r\nb */'}, '\nc']);
  assert.deepEqual(
    lines.map((line) => line.map((t) => [t.types.join('.'), t.content])),
    [
      [['comment', '/* a']],
      [
        ['comment', 'b */'],
        ['plain', ''],
      ],
      [['plain', 'c']],
    ],
  );
});

test('an empty line holds one empty plain token, so that it keeps its height', () => {
  const lines = normalizeTokens(['a\n\nb']);
  assert.equal(lines.length, 3);
  assert.deepEqual(lines[1], [{types: ['plain'], content: '\n', empty: true}]);
  assert.deepEqual(normalizeTokens([]), [[{types: ['plain'], content: '\n', empty: true}]]);
});

test('a type repeated by its nested token is not doubled', () => {
  const [[token]] = normalizeTokens([{type: 'string', content: {type: 'string', content: 's'}}]);
  assert.deepEqual(token.types, ['string']);
});
