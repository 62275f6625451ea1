/**
 * The OWASP MCP Top 10 in SARIF: the taxonomy (`runs[].taxonomies[0]`, a toolComponent with its taxa) and each rule
 * descriptor's `relationships` to the taxa its `meta.owasp` names (SARIF 2.1.0 §3.19.3, §3.49.15, §3.53). The kind is
 * `superset`: every result of the rule falls within the taxon, so a consumer may count it under the taxon
 * (oasis-tcs/sarif-spec#356: result taxa "implicitly contain" relationships whose kinds include `superset`).
 */
import { OWASP_MCP_TAXA, OWASP_MCP_TOP10 } from '../../rules/owasp-mcp-top10.js';

/** The taxonomy's place in `runs[].taxonomies`, which relationships and `supportedTaxonomies` point at. */
const TAXONOMY_INDEX = 0;

export interface SarifTaxonomy {
  name: string;
  version: string;
  organization: string;
  informationUri: string;
  shortDescription: { text: string };
  isComprehensive: boolean;
  taxa: { id: string; name: string; shortDescription: { text: string }; helpUri: string }[];
}

export interface SarifRelationship {
  target: { id: string; index: number; toolComponent: { name: string; index: number } };
  kinds: string[];
}

export function owaspTaxonomy(): SarifTaxonomy {
  return {
    name: OWASP_MCP_TOP10.name,
    version: OWASP_MCP_TOP10.version,
    organization: OWASP_MCP_TOP10.organization,
    informationUri: OWASP_MCP_TOP10.informationUri,
    shortDescription: { text: OWASP_MCP_TOP10.description },
    isComprehensive: true,
    taxa: OWASP_MCP_TAXA.map((t) => ({ id: t.id, name: t.title, shortDescription: { text: t.title }, helpUri: OWASP_MCP_TOP10.informationUri })),
  };
}

/** `driver.supportedTaxonomies`: the taxonomy the rules' relationships refer to. */
export function supportedTaxonomies(): { name: string; index: number }[] {
  return [{ name: OWASP_MCP_TOP10.name, index: TAXONOMY_INDEX }];
}

/** A rule's relationships to its OWASP entries; ids not in the list are left out (a test keeps there being none). */
export function owaspRelationships(ids: readonly string[] | undefined): SarifRelationship[] {
  const out: SarifRelationship[] = [];
  for (const id of ids ?? []) {
    const index = OWASP_MCP_TAXA.findIndex((t) => t.id === id);
    if (index < 0) continue;
    out.push({ target: { id, index, toolComponent: { name: OWASP_MCP_TOP10.name, index: TAXONOMY_INDEX } }, kinds: ['superset'] });
  }
  return out;
}

/** `MCP01:2025` → `external/owasp-mcp-top10/mcp01` */
export function owaspTag(id: string): string {
  return `external/owasp-mcp-top10/${id.split(':')[0]!.toLowerCase()}`;
}
