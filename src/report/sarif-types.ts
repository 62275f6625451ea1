/**
 * The subset of SARIF 2.1.0 that mcp-audit writes (field names as in the schema). A module of its own so that the log
 * (sarif.ts) and the rule descriptors (sarif-rules.ts) share these shapes without importing each other.
 */
import type { Level } from '../model/types.js';
import type { SarifRelationship, SarifTaxonomy } from './sarif-taxonomy.js';

export interface SarifMessage { text: string }
export interface SarifArtifactLocation { uri: string; uriBaseId?: string }
export interface SarifRegion { startLine: number; startColumn: number; endLine: number; endColumn: number }
export interface SarifReplacement { deletedRegion: SarifRegion; insertedContent?: { text: string } }
export interface SarifArtifactChange { artifactLocation: SarifArtifactLocation; replacements: SarifReplacement[] }
export interface SarifFix {
  description?: SarifMessage;
  artifactChanges: SarifArtifactChange[];
  properties: { 'mcp-audit/kind': 'fix' | 'suggestion'; 'mcp-audit/safe': boolean };
}
export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: Level;
  message: SarifMessage;
  locations: {
    physicalLocation: { artifactLocation: SarifArtifactLocation; region: SarifRegion };
    logicalLocations?: { fullyQualifiedName: string }[];
  }[];
  partialFingerprints: Record<string, string>;
  relatedLocations?: { id: number; physicalLocation: { artifactLocation: SarifArtifactLocation; region?: SarifRegion }; message: SarifMessage }[];
  fixes?: SarifFix[];
  properties?: { source?: string };
}
export interface SarifRule {
  id: string;
  name: string;
  shortDescription: SarifMessage;
  fullDescription: SarifMessage;
  help: { text: string; markdown: string };
  helpUri: string;
  defaultConfiguration: { level: Level };
  properties: { tags: string[]; precision?: string; 'security-severity'?: string };
  /** to the OWASP MCP Top 10 taxa (sarif-taxonomy.ts) */
  relationships?: SarifRelationship[];
}
export interface SarifRun {
  tool: { driver: { name: string; version: string; semanticVersion?: string; informationUri: string; rules: SarifRule[]; supportedTaxonomies?: { name: string; index: number }[] } };
  /** the OWASP MCP Top 10, which rule descriptors' relationships point at */
  taxonomies?: SarifTaxonomy[];
  invocations: { executionSuccessful: boolean; toolExecutionNotifications?: { level: Level; message: SarifMessage }[] }[];
  originalUriBaseIds: Record<string, { uri?: string; description?: SarifMessage }>;
  columnKind: 'utf16CodeUnits';
  /** every file the scan read, findings or not: what a clean run covered */
  artifacts?: { location: SarifArtifactLocation; roles?: string[] }[];
  results: SarifResult[];
}
export interface SarifLog {
  $schema: string;
  version: string;
  runs: SarifRun[];
}
