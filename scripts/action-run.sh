#!/usr/bin/env bash
# The shell logic of the GitHub Action (action.yml), kept in a script so that it can be tested outside GitHub
# (test/action.test.ts runs it with the environment a runner sets).
#
#   action-run.sh install   check Node and the CLI committed in this very checkout (dist/bin/mcp-audit.js)
#   action-run.sh scan      run it with --format sarif --output FILE; write the step outputs, and whether to upload
#   action-run.sh annotate  when the report is not uploaded (a fork's pull request, or the upload failed): say why in
#                           a warning and print the findings as workflow annotations (--format github)
#   action-run.sh check     fail the job when the scan found something at or above fail-on
#
# Inputs arrive as environment variables set by the step's `env:` (INPUT_PATH, INPUT_FAIL_ON, INPUT_SARIF_FILE,
# INPUT_ARGS, INPUT_CONFIG_FROM_BASE, INPUT_ONLINE, INPUT_UPLOAD_SARIF, EVENT_NAME, BASE_SHA, HEAD_REPOSITORY, REPOSITORY;
# UPLOAD_OUTCOME for `annotate`; FAIL_ON, FAILED, FINDINGS for `check`), never interpolated into the script text.
# The runner provides GITHUB_ACTION_PATH, GITHUB_WORKSPACE, GITHUB_OUTPUT and RUNNER_TEMP.
set -euo pipefail

action_path="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set}"
bin="$action_path/dist/bin/mcp-audit.js"

install() {
  if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 17) ? 0 : 1)'; then
    echo "::error title=mcp-audit::mcp-audit needs Node.js >= 20.17 (found $(node --version 2>/dev/null || echo none)); add actions/setup-node before this action"
    exit 2
  fi
  # How the action gets the CLI at its own version: the checkout of the action itself (the ref the workflow names, tag
  # or commit) carries it, built and self-contained, in dist/bin/ (CI rebuilds it and fails when it differs from the
  # sources). Nothing is installed: no devDependencies, no install scripts of anyone's packages in the user's job.
  # (Not `npx mcp-audit@<version>`: a commit between releases has no published version.)
  if [ ! -f "$bin" ]; then
    echo "::error title=mcp-audit::$bin is missing from the action's checkout; use a release tag or a commit of mcp-audit that ships dist/bin/"
    exit 2
  fi
  echo "mcp-audit: using $bin"
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

# The words both runs of the CLI share, in the arrays `base` and `extra`: settings from the pull request's base commit
# when asked for and possible, then `args`, split on whitespace (no globbing, no quote processing, no eval).
# --format and --output are refused: the action chooses them (SARIF to `sarif-file`, annotations to the log).
scan_words() {
  local workspace="$1" from_base="${INPUT_CONFIG_FROM_BASE:-true}" online="${INPUT_ONLINE:-false}"
  case "$from_base" in
    true | false) ;;
    *)
      echo "::error title=mcp-audit::config-from-base must be true or false (got \"$from_base\")"
      exit 2
      ;;
  esac
  case "$online" in
    true | false) ;;
    *)
      echo "::error title=mcp-audit::online must be true or false (got \"$online\")"
      exit 2
      ;;
  esac
  extra=()
  set -f
  # shellcheck disable=SC2206
  extra=(${INPUT_ARGS:-})
  set +f
  local word
  for word in ${extra[@]+"${extra[@]}"}; do
    case "$word" in
      --format | --format=* | --output | --output=* | -f* | -o*)
        echo "::error title=mcp-audit::args must not contain $word: the action writes the SARIF report itself (choose its path with the sarif-file input) and prints annotations when it cannot upload it"
        exit 2
        ;;
      --) break ;;
    esac
  done
  base=()
  # --online: the registries are asked about the launched packages (off unless the workflow opts in)
  if [ "$online" = true ]; then base=(--online); fi
  if [ "$from_base" = true ] && { [ "${EVENT_NAME:-}" = pull_request ] || [ "${EVENT_NAME:-}" = pull_request_target ]; }; then
    if base_commit "$workspace"; then
      base+=(--config-from-base "$BASE_SHA")
      echo "mcp-audit: reading the settings file, baseline and review lockfile from the base commit $BASE_SHA"
    fi
  fi
}

# A pull_request event from another repository (a fork) runs with a read-only token: upload-sarif would fail with
# "Resource not accessible by integration". (pull_request_target runs in the base repository, with its token.)
from_fork() {
  [ "${EVENT_NAME:-}" = pull_request ] && [ -n "${HEAD_REPOSITORY:-}" ] && [ -n "${REPOSITORY:-}" ] && [ "$HEAD_REPOSITORY" != "$REPOSITORY" ]
}

scan() {
  local workspace="${GITHUB_WORKSPACE:?GITHUB_WORKSPACE is not set}"
  local output="${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
  local path="${INPUT_PATH:-.}"
  local fail_on="${INPUT_FAIL_ON:-warning}"
  local sarif="${INPUT_SARIF_FILE:-}"
  case "$fail_on" in
    error | warning | note | none) ;;
    *)
      echo "::error title=mcp-audit::fail-on must be error, warning, note or none (got \"$fail_on\")"
      exit 2
      ;;
  esac
  local -a base=() extra=()
  scan_words "$workspace"
  if [ -z "$sarif" ]; then sarif="${RUNNER_TEMP:?RUNNER_TEMP is not set}/mcp-audit.sarif"; fi
  case "$sarif" in
    /*) ;;
    *) sarif="$workspace/$sarif" ;;
  esac

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
    let sarif;
    try {
      sarif = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    } catch (error) {
      console.error(`::error title=mcp-audit::cannot read the SARIF report ${process.argv[1]}: ${String(error.message).split("\n")[0]}`);
      process.exit(2);
    }
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

  local failed=false upload=false skipped=false
  if [ "$code" -eq 1 ]; then failed=true; fi
  if [ "${INPUT_UPLOAD_SARIF:-true}" = true ]; then
    if from_fork; then
      skipped=true
      echo "::warning title=mcp-audit::a pull request from a fork ($HEAD_REPOSITORY) gets a read-only token, so the SARIF report is not uploaded to code scanning; the findings are shown as annotations instead"
    else
      upload=true
    fi
  fi
  {
    echo "sarif-file=$sarif"
    echo "findings=$findings"
    echo "failed=$failed"
    echo "upload=$upload"
    echo "upload-skipped=$skipped"
  } >>"$output"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    echo "mcp-audit: $(plural "$findings" finding); SARIF report: \`$sarif\`" >>"$GITHUB_STEP_SUMMARY"
  fi
}

# The report did not reach code scanning: the same scan again, as workflow annotations on the pull request. Never fails
# the step; `check` decides the job's result from the first scan.
annotate() {
  local workspace="${GITHUB_WORKSPACE:?GITHUB_WORKSPACE is not set}"
  local path="${INPUT_PATH:-.}"
  if [ "${UPLOAD_OUTCOME:-}" = failure ]; then
    echo "::warning title=mcp-audit::the SARIF upload to code scanning failed (a pull request from a fork has a read-only token; a private repository needs GitHub Advanced Security for code scanning); the findings are shown as annotations instead"
  fi
  local -a base=() extra=()
  scan_words "$workspace"
  cd "$workspace"
  node "$bin" --format github --fail-on none ${base[@]+"${base[@]}"} ${extra[@]+"${extra[@]}"} -- "$path" || {
    echo "::warning title=mcp-audit::could not print the findings as annotations (exit code $?)"
  }
}

# "1 finding", "3 findings", "some findings"
plural() {
  if [ "$1" = 1 ]; then echo "1 $2"; else echo "$1 $2s"; fi
}

check() {
  if [ "${FAILED:-}" = true ]; then
    echo "::error title=mcp-audit::$(plural "${FINDINGS:-some}" finding), at least one at or above \"${FAIL_ON:-warning}\" (see the code scanning alerts, or the list in the scan step)"
    exit 1
  fi
  echo "mcp-audit: nothing at or above \"${FAIL_ON:-warning}\""
}

case "${1:-}" in
  install) install ;;
  scan) scan ;;
  annotate) annotate ;;
  check) check ;;
  *)
    echo "usage: action-run.sh install|scan|annotate|check" >&2
    exit 2
    ;;
esac
