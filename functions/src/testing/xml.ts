import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Parses XML strictly: a malformed document fails the test with the parser's reason. */
export function parseXml(xml: string): Record<string, unknown> {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`malformed XML: ${JSON.stringify(valid.err)}`);
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => ['url', 'item', 'xhtml:link', 'category'].includes(name),
  }).parse(xml);
}
