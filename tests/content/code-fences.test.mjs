// Every YAML, JSON and HCL sample in the doc pages (every version) and the blog posts parses:
// `yaml`/`yml` fences with the yaml package, `json` fences with JSON.parse, `hcl`/`terraform` fences
// with @cdktn/hcl2json (HashiCorp's HCL parser compiled to WebAssembly, shipped inside the package).
// A failure names the page, the line of the sample and the parser's message. The last tests feed
// each parser a broken sample in memory, to show that every path can fail.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse as parseHcl} from '@cdktn/hcl2json';
import YAML from 'yaml';
import {codeFences, contentFiles, readPage, sampleLabel} from '../support/site.mjs';

const PARSERS = {
  yaml: parseYaml,
  yml: parseYaml,
  json: (content) => JSON.parse(content),
  hcl: (content, name) => parseHcl(name, content),
  terraform: (content, name) => parseHcl(name, content),
};

function parseYaml(content) {
  for (const document of YAML.parseAllDocuments(content)) {
    if (document.errors.length > 0) throw document.errors[0];
  }
}

// Parses every fence of a parsed language in `fences`; resolves to one message per failure.
export async function fenceFailures(file, fences) {
  const failures = [];
  const checked = fences.filter((fence) => fence.lang in PARSERS);
  for (const [index, fence] of checked.entries()) {
    try {
      await PARSERS[fence.lang](fence.content, `sample-${index + 1}.tf`);
    } catch (error) {
      const message = String(error?.message ?? error).replace(/\s+/g, ' ');
      failures.push(`${sampleLabel(file, fence, index)}: ${message}`);
    }
  }
  return failures;
}

for (const file of contentFiles()) {
  const {fences} = readPage(file);
  if (!fences.some((fence) => fence.lang in PARSERS)) continue;
  test(`YAML, JSON and HCL samples parse: ${file}`, async () => {
    const failures = await fenceFailures(file, fences);
    if (failures.length > 0) assert.fail(`samples that do not parse:\n${failures.join('\n')}`);
  });
}

// In-memory pages: one broken sample for each parser.
const BROKEN = [
  ['yaml', 'services:\n  tdexd:\n    ports: [9945\n'],
  ['yml', 'key: value\n  other: indented wrong\n'],
  ['json', '{"name": "provider", "endpoint": "http://example.onion:80",}'],
  ['hcl', 'resource "aws_instance" "web" {\n  inline = [\n    "one"\n    "two",\n  ]\n}'],
  ['terraform', 'variable "aws_region" {\n  default = \n}'],
];

for (const [lang, content] of BROKEN) {
  test(`a broken ${lang} sample fails and names its page and line`, async () => {
    const markdown = `Some text.\n\n\`\`\`${lang} title="broken"\n${content}\n\`\`\`\n`;
    const failures = await fenceFailures('docs/example.md', codeFences(markdown, 5));
    assert.equal(failures.length, 1, `expected one failure, got: ${failures.join('\n')}`);
    assert.match(
      failures[0],
      new RegExp(`^docs/example\\.md:8 \\(${lang} sample 1, "broken"\\): `),
    );
  });
}

test('valid samples of every parsed language pass', async () => {
  const markdown = [
    '```yaml',
    'a: [1, 2]',
    '```',
    '- item',
    '',
    '  ```json',
    '  {"a": 1}',
    '  ```',
    '',
    '```hcl',
    'variable "aws_region" {',
    '  default = "eu-west-1"',
    '}',
    '```',
  ].join('\n');
  assert.deepEqual(await fenceFailures('docs/example.md', codeFences(markdown)), []);
});
