import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create } from 'xmlbuilder2';

/**
 * GİB's schematron read into the rules it checks: `sch:include`s resolved (with their `#id`
 * fragments), abstract rules expanded into the rules that `sch:extends` them, and the "general"
 * rules GİB writes outside any pattern gathered into a pattern of their own (as a schematron
 * processor that accepts them runs them: each is a rule of its own context).
 */
export interface SchematronRules {
  namespaces: Array<{ prefix: string; uri: string }>;
  /** Schema- and pattern-level `let`s, in document order: global variables. */
  lets: Let[];
  patterns: Array<{ id: string; rules: Rule[] }>;
}

export interface Let {
  name: string;
  value: string;
}

export interface Rule {
  context: string;
  lets: Let[];
  checks: Check[];
}

export interface Check {
  /** `<abstract rule id>.<n>` (n counts the rule's asserts and reports from 1), the name errors carry. */
  name: string;
  kind: 'assert' | 'report';
  test: string;
  message: MessagePart[];
}

export type MessagePart = { kind: 'text'; text: string } | { kind: 'value-of'; select: string } | { kind: 'name'; path: string };

const SCH = 'http://purl.oclc.org/dsdl/schematron';

type Element = { localName: string; namespaceURI: string | null; getAttribute(name: string): string | null; childNodes: ArrayLike<Node> };
type Node = { nodeType: number; textContent: string | null } & Partial<Element>;

function parse(file: string): Element {
  return create(readFileSync(file, 'utf8')).root().node as unknown as Element;
}

function schChildren(element: Element, localName?: string): Element[] {
  return Array.from(element.childNodes).filter(
    (node): node is Node & Element => node.nodeType === 1 && node.namespaceURI === SCH && (!localName || node.localName === localName),
  );
}

function findById(element: Element, id: string): Element | undefined {
  if (element.getAttribute('id') === id) return element;
  for (const child of schChildren(element)) {
    const found = findById(child, id);
    if (found) return found;
  }
  return undefined;
}

/** The schema's top-level children with every `sch:include` replaced by what it points at. */
function expandIncludes(schema: Element, directory: string): Element[] {
  return schChildren(schema).flatMap((child) => {
    if (child.localName !== 'include') return [child];
    const [file, fragment] = (child.getAttribute('href') ?? '').split('#');
    const included = parse(path.join(directory, file));
    const target = fragment ? findById(included, fragment) : included;
    if (!target) throw new Error(`schematron include ${child.getAttribute('href')} points at nothing`);
    return [target];
  });
}

function letOf(element: Element): Let {
  return { name: element.getAttribute('name') ?? '', value: element.getAttribute('value') ?? '' };
}

function messageOf(check: Element): MessagePart[] {
  return Array.from(check.childNodes).flatMap((node): MessagePart[] => {
    if (node.nodeType === 3) return [{ kind: 'text', text: node.textContent ?? '' }];
    if (node.nodeType !== 1) return [];
    const element = node as Element;
    if (element.localName === 'value-of') return [{ kind: 'value-of', select: element.getAttribute('select') ?? '.' }];
    if (element.localName === 'name') return [{ kind: 'name', path: element.getAttribute('path') ?? '.' }];
    return [{ kind: 'text', text: (node as Node).textContent ?? '' }];
  });
}

/** Several schematron files run as one: their patterns in order, namespaces and lets together. */
export function readSchematronRules(...files: string[]): SchematronRules {
  const each = files.map(readSchematronFile);
  return {
    namespaces: each.flatMap((rules) => rules.namespaces),
    lets: each.flatMap((rules) => rules.lets),
    patterns: each.flatMap((rules) => rules.patterns),
  };
}

function readSchematronFile(mainFile: string): SchematronRules {
  const directory = path.dirname(mainFile);
  const top = expandIncludes(parse(mainFile), directory);
  const patterns = top.filter((element) => element.localName === 'pattern');
  const abstracts = new Map<string, Element>();
  for (const pattern of patterns) {
    for (const rule of schChildren(pattern, 'rule'))
      if (rule.getAttribute('abstract') === 'true') abstracts.set(rule.getAttribute('id') ?? '', rule);
  }

  /** A rule's lets and checks, its `sch:extends` replaced by the abstract rules' (recursively), in order. */
  const contentOf = (rule: Element, owner: string): Pick<Rule, 'lets' | 'checks'> => {
    const lets: Let[] = [];
    const checks: Check[] = [];
    let n = 0;
    for (const child of schChildren(rule)) {
      if (child.localName === 'let') lets.push(letOf(child));
      else if (child.localName === 'assert' || child.localName === 'report') {
        n += 1;
        checks.push({
          name: `${owner}.${n}`,
          kind: child.localName,
          test: child.getAttribute('test') ?? 'true()',
          message: messageOf(child),
        });
      } else if (child.localName === 'extends') {
        const id = child.getAttribute('rule') ?? '';
        const abstract = abstracts.get(id);
        if (!abstract) throw new Error(`schematron rule extends an unknown abstract rule ${id}`);
        const inherited = contentOf(abstract, id);
        lets.push(...inherited.lets);
        checks.push(...inherited.checks);
      }
    }
    return { lets, checks };
  };

  const concreteRules = (parent: Element, patternId: string): Rule[] =>
    schChildren(parent, 'rule')
      .filter((rule) => rule.getAttribute('abstract') !== 'true')
      .map((rule) => {
        const context = rule.getAttribute('context') ?? '/';
        return { context, ...contentOf(rule, rule.getAttribute('id') ?? `${patternId}[${context}]`) };
      });

  const general = concreteRules({ ...emptyElement, childNodes: top } as unknown as Element, `general:${path.basename(mainFile)}`);
  return {
    namespaces: top
      .filter((element) => element.localName === 'ns')
      .map((element) => ({ prefix: element.getAttribute('prefix') ?? '', uri: element.getAttribute('uri') ?? '' })),
    lets: [
      ...top.filter((element) => element.localName === 'let').map(letOf),
      ...patterns.flatMap((pattern) => schChildren(pattern, 'let').map(letOf)),
    ],
    patterns: [
      ...patterns.map((pattern) => ({
        id: pattern.getAttribute('id') ?? '',
        rules: concreteRules(pattern, pattern.getAttribute('id') ?? ''),
      })),
      { id: 'general', rules: general },
    ].filter((pattern) => pattern.rules.length > 0),
  };
}

const emptyElement: Omit<Element, 'childNodes'> = { localName: '', namespaceURI: SCH, getAttribute: () => null };
