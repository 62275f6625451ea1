#!/usr/bin/env bash
# The shell logic of the GitHub Action (action.yml), kept in a script so that it can be tested outside GitHub
# (test/action.test.ts runs it with the environment a runner sets).
#
#   action-run.sh install   make sure the CLI of this very checkout is built (dist/bin/mcp-audit.js)
#   action-run.sh scan      run it with --format sarif --output FILE; write the step outputs
#   action-run.sh check     fail the job when the scan found something at or above fail-on
#
# Inputs arrive as environment variables set by the step's `env:` (INPUT_PATH, INPUT_FAIL_ON, INPUT_SARIF_FILE,
# INPUT_ARGS, INPUT_CONFIG_FROM_BASE, EVENT_NAME, BASE_SHA; FAIL_ON, FAILED, FINDINGS for `check`), never
# interpolated into the script text.
# The runner provides GITHUB_ACTION_PATH, GITHUB_WORKSPACE, GITHUB_OUTPUT and RUNNER_TEMP.
set -euo pipefail

action_path="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set}"
bin="$action_path/dist/bin/mcp-audit.js"

install() {
  if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 17) ? 0 : 1)'; then
    echo "::error title=mcp-audit::mcp-audit needs Node.js >= 20.17 (found $(node --version 2>/dev/null || echo none)); add actions/setup-node before this action"
    exit 2
  fi
  # How the action gets the CLI at its own version: it builds the checkout of the action itself (the ref the workflow
  # names, tag or commit), so the code that runs is exactly the code pinned. `npm ci` installs from the committed
  # lockfile and runs `prepare`, which compiles dist/. A ref that already ships dist/ skips the build.
  # (Not `npx mcp-audit@<version>`: the package is not on the npm registry, and a commit between releases has no
  # published version anyway.)
  if [ -f "$bin" ]; then
    echo "mcp-audit: using $bin"
    return
  fi
  echo "mcp-audit: building $(node -p 'require(process.argv[1]).version' "$action_path/package.json") from $action_path"
  (cd "$action_path" && npm ci --include=dev --no-audit --no-fund --loglevel=error)
  if [ ! -f "$bin" ]; then
    echo "::error title=mcp-audit::the build did not produce $bin"
    exit 2
  fi
}

# On a pull request, the settings file, the baseline and the review lockfile come from the base commit (the
# pull request cannot vouch for itself: a `.mcp-audit.json` it adds with {"ignore": ["**"]} would quiet its own
# scan). Succeeds when the base commit BASE_SHA is in the checkout or could be fetched (a shallow checkout lacks
# it); otherwise warns, and the scan reads them from the checkout.
base_commit() {
  local workspace="$1" sha="${BASE_SHA:-}"
  local fallback="the settings file, baseline and review lockfile are read from the checkout, which the pull request can change"
  if ! printf '%s' "$sha" | grep -Eq '^[0-9a-f]{40}([0-9a-f]{24})?$'; then
    echo "::warning title=mcp-audit::no base commit SHA in the event (github.event.pull_request.base.sha): $fallback"
    return 1
  fi
  if ! git -C "$workspace" rev-parse --git-dir >/dev/null 2>&1; then
    echo "::warning title=mcp-audit::the workspace is not a git checkout, so the base commit $sha cannot be read: $fallback"
    return 1
  fi
  if ! git -C "$workspace" cat-file -e "$sha^{commit}" 2>/dev/null; then
    echo "mcp-audit: fetching the pull request's base commit $sha"
    GIT_TERMINAL_PROMPT=0 git -C "$workspace" fetch --quiet --no-tags --no-recurse-submodules --depth=1 origin "$sha" || true
    if ! git -C "$workspace" cat-file -e "$sha^{commit}" 2>/dev/null; then
      echo "::warning title=mcp-audit::could not fetch the pull request's base commit $sha (check out with fetch-depth: 2, or 0): $fallback"
      return 1
    fi
  fi
}

scan() {
  local workspace="${GITHUB_WORKSPACE:?GITHUB_WORKSPACE is not set}"
  local output="${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
  local path="${INPUT_PATH:-.}"
  local fail_on="${INPUT_FAIL_ON:-warning}"
  local sarif="${INPUT_SARIF_FILE:-}"
  local from_base="${INPUT_CONFIG_FROM_BASE:-true}"
  case "$fail_on" in
    error | warning | note | none) ;;
    *)
      echo "::error title=mcp-audit::fail-on must be error, warning, note or none (got \"$fail_on\")"
      exit 2
      ;;
  esac
  case "$from_base" in
    true | false) ;;
    *)
      echo "::error title=mcp-audit::config-from-base must be true or false (got \"$from_base\")"
      exit 2
      ;;
  esac
  local -a base=()
  if [ "$from_base" = true ] && { [ "${EVENT_NAME:-}" = pull_request ] || [ "${EVENT_NAME:-}" = pull_request_target ]; }; then
    if base_commit "$workspace"; then
      base=(--config-from-base "$BASE_SHA")
      echo "mcp-audit: reading the settings file, baseline and review lockfile from the base commit $BASE_SHA"
    fi
  fi
  if [ -z "$sarif" ]; then sarif="${RUNNER_TEMP:?RUNNER_TEMP is not set}/mcp-audit.sarif"; fi
  case "$sarif" in
    /*) ;;
    *) sarif="$workspace/$sarif" ;;
  esac
  # `args` is split on whitespace, without globbing or quote processing (no eval).
  local -a extra=()
  set -f
  # shellcheck disable=SC2206
  extra=(${INPUT_ARGS:-})
  set +f

  cd "$workspace"
  local code=0
  node "$bin" --format sarif --output "$sarif" --fail-on "$fail_on" ${base[@]+"${base[@]}"} ${extra[@]+"${extra[@]}"} -- "$path" || code=$?
  if [ "$code" -gt 1 ] || [ ! -f "$sarif" ]; then
    echo "::error title=mcp-audit::mcp-audit could not complete the scan (exit code $code); see the messages above"
    exit 2
  fi

  # Count the findings and list them in the log (messages in the report never hold a secret in full).
  local findings
  # shellcheck disable=SC2016 # JavaScript, not shell: the template literals are meant for node
  findings="$(node -e '
    const sarif = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    let count = 0;
    for (const run of sarif.runs ?? []) {
      for (const result of run.results ?? []) {
        if (result.suppressions?.length) continue;
        count++;
        const loc = result.locations?.[0]?.physicalLocation;
        const where = loc ? `${decodeURIComponent(loc.artifactLocation?.uri ?? "")}:${loc.region?.startLine ?? 1}:${loc.region?.startColumn ?? 1}` : "";
        console.error(`${where}: ${result.level ?? "warning"}[${result.ruleId}]: ${result.message?.text ?? ""}`);
      }
    }
    console.log(count);
  ' "$sarif")"

  local failed=false
  if [ "$code" -eq 1 ]; then failed=true; fi
  {
    echo "sarif-file=$sarif"
    echo "findings=$findings"
    echo "failed=$failed"
  } >>"$output"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    echo "mcp-audit: $findings finding(s); SARIF report: \`$sarif\`" >>"$GITHUB_STEP_SUMMARY"
  fi
}

check() {
  if [ "${FAILED:-}" = true ]; then
    echo "::error title=mcp-audit::${FINDINGS:-some} finding(s), at least one at or above \"${FAIL_ON:-warning}\" (see the code scanning alerts, or the list in the scan step)"
    exit 1
  fi
  echo "mcp-audit: nothing at or above \"${FAIL_ON:-warning}\""
}

case "${1:-}" in
  install) install ;;
  scan) scan ;;
  check) check ;;
  *)
    echo "usage: action-run.sh install|scan|check" >&2
    exit 2
    ;;
esac
