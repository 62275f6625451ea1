/**
 * The help texts of `mcp-audit`, `mcp-audit review` and `mcp-audit rules`: prose, kept apart from the code that
 * parses the options they describe (args.ts) so that neither hides the other.
 */

export const HELP = `Usage: mcp-audit [options] [PATH...]
       mcp-audit [options] - --stdin-filename PATH
       mcp-audit review [SKILL_DIR...]
       mcp-audit probe [--yes] [--remote] [--timeout S] [--check | --update] [options] [PATH...]
       mcp-audit rules [ID] [--format text|json]
       mcp-audit inventory [PATH...] [--format json|cyclonedx|markdown]
       mcp-audit lsp [--stdio] [--offline]
       mcp-audit help

Scans the MCP server configs of Claude Code, VS Code, Codex, Cursor, Gemini CLI, Windsurf, Kiro, Cline, opencode,
Continue, Zed and others, and agent skills, for committed secrets, unpinned launches, missing read-only modes and
other risks. PATH defaults to the current directory. Files .gitignore leaves out are not scanned (--no-ignore
scans them); a file or folder named as PATH always is. Templates (.mcp.json.example, .sample, .template) are read as the
config they imitate. - reads one config from stdin.

Options:
  -f, --format text|json|sarif|github|concise
                                        report format (default: text); concise (or compact): one line per
                                        finding, FILE:LINE:COL: LEVEL [RULE] MESSAGE
  -o, --output FILE                     write the report to FILE (the summary still goes to stderr)
      --fail-on error|warning|note|none lowest level that makes the exit code 1 (default: warning)
      --fix                             apply safe fixes, then report what remains
      --fix-dry-run                     print the diff of safe fixes; change nothing
      --unsafe-fixes                    with --fix/--fix-dry-run, also apply fixes that change behaviour
      --offline                         never contact a registry (pins become suggestions); wins over --online
      --online                          ask the npm registry (as .npmrc says), PyPI and image registries about
                                        every launched package: unknown-package, deprecated-package,
                                        vulnerable-package, image digests for unpinned-package; sends
                                        package names and versions there, as npm audit does; answers are
                                        cached for a day in $XDG_CACHE_HOME/mcp-audit (404s for an hour)
      --no-cache                        with --online: ask again, and keep nothing
      --registry URL                    npm registry for version look-ups (default: npm_config_registry)
      --rule ID[,ID]                    run only these rules (even one the settings file turns off)
      --disable-rule ID[,ID]            skip these rules
      --config FILE                     settings file (default: the nearest .mcp-audit.json or .mcp-audit.jsonc
                                        at or above the scan root, up to the repository's top)
      --no-config                       read no settings file
      --policy FILE                     (repeatable) a shared server policy (an organisation's): {"policy": {"allow": [...],
                                        "deny": [...]}}, or Claude Code managed settings (allowedMcpServers,
                                        deniedMcpServers); merged with the settings' policy, deny wins, each
                                        allow list must match (rule server-not-allowed)
      --print-config                    print the settings in force, the file they came from and each rule's
                                        level, then stop
      --config-from-base REF            read the settings file, --baseline and the review lockfile as git revision
                                        REF has them (e.g. a pull request's base), not from the working tree, so a
                                        change cannot quiet its own scan (say, by adding {"ignore": ["**"]}); a file
                                        REF does not have counts as absent. Runs git, the only process a scan starts
      --baseline FILE                   hide the findings recorded in FILE
      --write-baseline FILE             record the current findings in FILE, those --baseline matched included
                                        (then report none of them)
      --user                            also scan your own configs (~/.claude.json, ~/.codex/config.toml, ...)
      --no-ignore                       also scan what .gitignore files and .git/info/exclude leave out
      --stdin-filename PATH             with - as the path: the name of the file read from stdin, which says
                                        which host's format it is (e.g. .vscode/mcp.json)
      --no-color                        plain output (also NO_COLOR=1, TERM=dumb)
      --color                           colour even when not on a terminal or writing to --output
      --quiet                           report only findings that reach --fail-on (the summary counts the rest)
      --debug                           print stack traces of internal errors
  -v, --version                         print the version
  -h, --help                            print this help

Exit codes: 0 nothing at or above --fail-on; 1 findings at or above it, or a config file that could not be parsed
(never with --fail-on none); 2 usage or internal error.`;

export const REVIEW_HELP = `Usage: mcp-audit review [SKILL_DIR...]

Records that you have read a skill's files (its SKILL.md, scripts, binaries, dependency manifests, and the files its
SKILL.md runs elsewhere in the repository): their SHA-256 hashes go to .mcp-audit-review.json, the
lockfile a scan of the current directory reads (commit it): in a repository, the nearest one at or above the current
directory, else the one at the repository's top; outside a repository, the current directory's. With no SKILL_DIR, every skill found under the current
directory is recorded, and so is every script in the repository that a hook, status line or helper runs
(.claude/hooks/format.sh, python3 .codex/hooks/check.py, a Cline hook, an opencode plugin); other skills' entries
are kept. unreviewed-skill-script flags each skill with files that are not recorded or have changed since, once, at
its SKILL.md, and each such hook script at the hook that runs it.

Options:
  -h, --help   print this help`;

export const RULES_HELP = `Usage: mcp-audit rules [ID] [--format text|json]

Lists the rules: id, default level, fixable (safe, unsafe, suggestion or none), description and docs link.
With --format json, a JSON array of { id, level, fixable, description, precision, securitySeverity, tags, docs,
owasp } (owasp: the OWASP MCP Top 10 entries the rule addresses, each { id, title }).
With an ID, prints that rule's documentation page (Markdown, shipped with mcp-audit); with --format json, its
{ id, level, fixable, description, docs, owasp, page }.

Options:
  -f, --format text|json   output format (default: text)
  -h, --help               print this help`;


export const INVENTORY_HELP = `Usage: mcp-audit inventory [PATH...] [--format json|cyclonedx|markdown]

Lists the agent integrations under PATH (default: the current directory), found as a scan finds them: every config
file and its host; every server with its transport, what it launches (runner, package or image, version, purl) or
the remote endpoint it connects to, the names of the environment variables it needs (never their values), whether
approval is switched off for it, its findings by level, and, with a tools lockfile (.mcp-audit-tools.json), the
tools, prompts and resources recorded for it (names, canonical hashes, protocol version, serverInfo; the entry
current or stale); every hook and helper command (Claude Code hooks, statusLine, apiKeyHelper; Codex, Copilot,
Cursor and other hook files) with its role, event, matcher, program, package launches, the scripts it runs with
their SHA-256 and review state, and its variable names (never its command line); every skill with its files'
SHA-256 hashes and whether they are reviewed. The settings file, its ignore globs and --policy apply as in a scan.
Exit code 0 whatever the findings (2 on a usage error).

Options:
  -f, --format json|cyclonedx|markdown   json (the default when stdout is not a terminal), cyclonedx (a
                                         CycloneDX 1.6 JSON BOM: servers as components with purls, remote
                                         servers as services, hooks as components with their scripts hashed,
                                         recorded tools as data components, skill files with hashes),
                                         markdown (the default on a terminal)
  -o, --output FILE                      write the inventory to FILE
      --config FILE, --no-config         the settings file / none
      --policy FILE                      a shared server policy, as in a scan (repeatable)
      --no-ignore                        also list what .gitignore leaves out
  -h, --help                             print this help

SOURCE_DATE_EPOCH, when set, fixes the CycloneDX timestamp; otherwise two runs on the same tree differ only in it.`;

export const LSP_HELP = `Usage: mcp-audit lsp [--stdio] [--offline]

A Language Server Protocol server on stdin and stdout, for editors: diagnostics for every config and skill file
mcp-audit reads, computed from the editor's unsaved text, with quick fixes (safe fixes preferred, unsafe ones
labelled, suggestions as refactorings, a suppression comment where the format has comments). Settings come from
.mcp-audit.json as for a scan, found from the document's workspace folder, and are read again when they change.

Options:
      --stdio                           accepted for the clients that pass it; stdio is the only transport
      --offline                         pinning fixes never contact a registry
      --clientProcessId=PID             accepted (vscode-languageclient passes it); the server watches the
                                        processId the client sends with initialize
  -h, --help                            show this help

Initialization options (JSON, from the client): "debounceMs" (default 200), "run": "onType" | "onSave",
"offline": true, "registry": URL (as --registry; default: the .npmrc nearest the document, npm_config_registry).`;

export const PROBE_HELP = `Usage: mcp-audit probe [--yes] [--remote] [--timeout S] [--check | --update] [options] [PATH...]

Starts the stdio servers the configs under PATH declare (and, with --remote, contacts the Streamable HTTP ones),
lists what each serves (tools, prompts, resources, resource templates; never calls a tool, reads a resource or gets
a prompt) and records it in .mcp-audit-tools.json (commit it). Every plain scan then checks that file, offline:
tool-poisoning, tool-shadowing, misleading-annotation, malformed-tool, unprobed-server. It prints what it will
start first, and starts it only with --yes or after a yes on the terminal; without either it exits 2. A server
runs with your user's rights, in the project folder, with only PATH, HOME, the locale and the variables its entry
names.

Servers already recorded are compared, not rewritten: tool-drift reports what changed. Reports like a scan:
every --format, --fail-on, --rule and the same exit codes; stdout-pollution flags a server that writes non-protocol
lines to stdout, unprobed-server (error) one that could not be probed.

Options:
  -y, --yes          start the servers without asking (for CI; better inside a container)
      --remote       also contact remote (Streamable HTTP) servers; header \${VAR}s come from the environment
      --timeout S    start-up budget per server in seconds (default 30)
      --check        compare with the lockfile and write nothing; exit 1 on drift (CI:
                     mcp-audit probe --check --yes --format sarif)
      --update       rewrite the entries of the servers probed (after reviewing the drift)
  -h, --help         print this help
  Scan options: --format, --output, --fail-on, --rule, --disable-rule, --config, --baseline, --user, --quiet`;
