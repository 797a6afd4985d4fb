import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { Check, SchematronRules } from './schematron-rules';

const XSL = 'http://www.w3.org/1999/XSL/Transform';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

/** The XPath of the context node in errors: `Invoice/cac:InvoiceLine[2]/cbc:ID`, `…/@currencyID`. */
const LOCATION = `string-join(for $n in ancestor-or-self::node()[. instance of element() or . instance of attribute()] return
  if ($n instance of attribute()) then concat('@', name($n))
  else concat(name($n), if (count($n/../*[name() = name($n)]) gt 1) then concat('[', count($n/preceding-sibling::*[name() = name($n)]) + 1, ']') else ''), '/')`;

/**
 * GİB's "today" (`current-date()` in its rules: no IssueDate after today) is the date in Turkey, not
 * in the server's zone: a parameter the validator sets, `current-date()` while it does not.
 */
const GIB_TODAY = 'xs:date($gib-today)';
const judgedInTurkey = (xpath: string) => xpath.replaceAll('current-date()', GIB_TODAY);

/**
 * Compiles the rules into an XSLT 3.0 stylesheet, as the ISO schematron skeleton does (one mode per
 * pattern, a node fires the first rule of a pattern whose context it matches), but writing one line
 * per failed assert or fired report: `<check name>\t<location>\t<message>`. Schema-level lets are
 * stylesheet parameters, so GİB's `type` parameter (Aciklamalar.txt) can be set per run,
 * `excluded-patterns` names patterns (by id) a run skips, and `gib-today` is GİB's date.
 */
export function schematronXslt(rules: SchematronRules): string {
  const stylesheet = create().ele(XSL, 'xsl:stylesheet', { version: '3.0', 'exclude-result-prefixes': '#all' });
  // `xs` as the ISO skeleton declares it: GİB's tests call `xs:date(…)` without an `sch:ns` for it.
  stylesheet.att(XMLNS, 'xmlns:xs', 'http://www.w3.org/2001/XMLSchema');
  for (const { prefix, uri } of new Map(rules.namespaces.map(({ prefix, uri }) => [prefix, { prefix, uri }])).values()) {
    stylesheet.att(XMLNS, `xmlns:${prefix}`, uri);
  }
  stylesheet.ele(XSL, 'xsl:output', { method: 'text', encoding: 'UTF-8' });
  for (const { name, value } of rules.lets) stylesheet.ele(XSL, 'xsl:param', { name, select: judgedInTurkey(value) });
  stylesheet.ele(XSL, 'xsl:param', { name: 'excluded-patterns', as: 'xs:string*', select: '()' });
  stylesheet.ele(XSL, 'xsl:param', { name: 'gib-today', as: 'xs:string', select: 'string(current-date())' });
  stylesheet.ele(XSL, 'xsl:variable', { name: 'tab', select: 'codepoints-to-string(9)' });

  const root = stylesheet.ele(XSL, 'xsl:template', { match: '/' });
  rules.patterns.forEach((pattern, index) =>
    root
      .ele(XSL, 'xsl:if', { test: `not('${pattern.id}' = $excluded-patterns)` })
      .ele(XSL, 'xsl:apply-templates', { select: '/', mode: `M${index}` }),
  );

  rules.patterns.forEach((pattern, index) => {
    const mode = `M${index}`;
    pattern.rules.forEach((rule, position) => {
      const template = stylesheet.ele(XSL, 'xsl:template', { match: rule.context, mode, priority: String(1000 - position) });
      for (const { name, value } of rule.lets) template.ele(XSL, 'xsl:variable', { name, select: judgedInTurkey(value) });
      for (const check of rule.checks) writeCheck(template, check);
      template.ele(XSL, 'xsl:apply-templates', { select: '@*|*', mode });
    });
    stylesheet.ele(XSL, 'xsl:template', { match: 'text()', mode, priority: '-1' });
    stylesheet
      .ele(XSL, 'xsl:template', { match: '@*|node()', mode, priority: '-2' })
      .ele(XSL, 'xsl:apply-templates', { select: '@*|*', mode });
  });
  return stylesheet.end({ prettyPrint: false });
}

function writeCheck(template: XMLBuilder, check: Check): void {
  const test = check.kind === 'assert' ? `not(${judgedInTurkey(check.test)})` : `(${judgedInTurkey(check.test)})`;
  const fired = template.ele(XSL, 'xsl:if', { test });
  const message = fired.ele(XSL, 'xsl:variable', { name: 'message' });
  for (const part of check.message) {
    if (part.kind === 'text') message.ele(XSL, 'xsl:text').txt(part.text);
    else if (part.kind === 'value-of') message.ele(XSL, 'xsl:value-of', { select: part.select });
    else message.ele(XSL, 'xsl:value-of', { select: `name(${part.path})` });
  }
  fired.ele(XSL, 'xsl:value-of', {
    select: `concat('${check.name}', $tab, ${LOCATION}, $tab, normalize-space($message), codepoints-to-string(10))`,
  });
}
