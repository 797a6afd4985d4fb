import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

export const UBL_NAMESPACES = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

/** A `cac:` aggregate under `parent`. */
export function cac(parent: XMLBuilder, name: string): XMLBuilder {
  return parent.ele(UBL_NAMESPACES.cac, `cac:${name}`);
}

/** A `cbc:` value under `parent`; returns the parent, so values chain. */
export function cbc(parent: XMLBuilder, name: string, value: string, attributes: Record<string, string> = {}): XMLBuilder {
  parent.ele(UBL_NAMESPACES.cbc, `cbc:${name}`, attributes).txt(value);
  return parent;
}
