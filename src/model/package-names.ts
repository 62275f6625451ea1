/**
 * The one spelling of a package name that registries and lists compare: PyPI's and Docker Hub's names have several
 * spellings for one package. Used alike by the online facts' keys, the registry clients and the package rules, so
 * that a name found under one spelling is never missed under another.
 */

/** PEP 503 normalised form: case and runs of `-_.` do not tell PyPI projects apart. */
export function normalizePypiName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** Docker Hub's implied `docker.io/` and `library/` dropped, lower-cased. */
export function normalizeImageName(image: string): string {
  return image.toLowerCase().replace(/^(?:docker\.io\/|index\.docker\.io\/|registry-1\.docker\.io\/)/, '').replace(/^library\//, '');
}
