/** The shape every host module has: which files are its own, and how to turn their text into the model. */
import type { ConfigFile, HostId, SourceText } from '../model/types.js';

export interface Host {
  id: HostId;
  /** human name, e.g. "Claude Code" */
  name: string;
  /** does this path (relative to the scan root, forward slashes) name one of this host's config files? */
  matches(relPath: string): boolean;
  /**
   * A file of this host may be this large (bytes) before it is left unread, when that is more than a config's limit:
   * a catalogue that lists hundreds of entries (a plugin marketplace)
   */
  maxBytes?: number;
  /** never throws: syntax and shape errors become `problems` */
  parse(source: SourceText): ConfigFile;
}
