#!/usr/bin/env bash
# The committed CLI (dist/bin/ and dist/settings.schema.json) must be exactly what the sources build: the GitHub Action
# and the pre-commit hook run it as committed, so it may never drift from the code reviewed. Rebuilds it, then fails
# on any difference from the commit, an untracked file included. Run by .ci/run and before `npm publish`.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "check-bundle: not a git checkout, so the committed dist/bin/ cannot be compared with the build" >&2
  exit 1
fi
node scripts/build.mjs
paths=(dist/bin dist/settings.schema.json)
if ! git diff --exit-code --stat -- "${paths[@]}" || [ -n "$(git status --porcelain --untracked-files=all -- "${paths[@]}")" ]; then
  git status --short --untracked-files=all -- "${paths[@]}" >&2
  echo "check-bundle: the committed dist/bin/ is not what the sources build; run \`node scripts/build.mjs\` and commit dist/bin/ and dist/settings.schema.json" >&2
  exit 1
fi
echo "check-bundle: dist/bin/ is what the sources build"
