#!/usr/bin/env bash
# Every check the project has, in order, stopping at the first failure:
#   preflight (installs and starts Chromium, PostgreSQL and Redis when missing), format, lint, typecheck, schema and generated-types staleness, API tests (real PostgreSQL
#   and Redis on loopback), web unit tests, web production build, web browser tests.
# Ends with one line "N passed, N failed" summing the Vitest runs; exits non-zero on any failure.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

PASSED=0
FAILED=0
STEP=""

summary() {
  echo "${PASSED} passed, ${FAILED} failed"
}

fail() {
  echo
  echo "FAILED: ${STEP}${1:+ — $1}"
  summary
  exit 1
}

step() {
  STEP="$1"
  echo
  echo "==> ${STEP}"
}

# Adds a Vitest JSON report's counts to the totals (a missing report means the run crashed before reporting).
count() {
  local report="$1"
  [ -f "$report" ] || return 0
  local counts
  counts="$(node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`${r.numPassedTests ?? 0} ${(r.numFailedTests ?? 0)}`);
  ' "$report")" || return 0
  PASSED=$((PASSED + ${counts% *}))
  FAILED=$((FAILED + ${counts#* }))
}

# vitest <package dir> <report name> [extra vitest args...]
vitest() {
  local dir="$1" name="$2"
  shift 2
  local report="$TMP/${name}.json"
  (cd "$dir" && pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@")
  local rc=$?
  count "$report"
  return $rc
}

has_script() {
  node -e 'process.exit(require(process.argv[1]).scripts?.[process.argv[2]] ? 0 : 1)' "$ROOT/$1/package.json" "$2"
}

step "Preflight (Chromium, PostgreSQL, Redis)"
# shellcheck source=preflight.sh
source "$ROOT/scripts/preflight.sh"

step "Formatting (prettier --check)"
pnpm exec prettier --check . || fail "run: pnpm exec prettier --write ."

step "Lint (eslint)"
pnpm exec eslint . || fail

step "Typecheck (tsc --noEmit in every package)"
pnpm -r typecheck || fail

step "GraphQL schema is up to date (schema/schema.graphql)"
pnpm --silent --filter api schema:emit "$TMP/schema.graphql" >/dev/null || fail "the schema could not be emitted"
if ! diff -u schema/schema.graphql "$TMP/schema.graphql"; then
  fail "schema/schema.graphql is stale: run 'pnpm schema:emit' and commit the result"
fi

if [ -f codegen.ts ]; then
  step "Generated web types are up to date (web/src/gql)"
  mkdir -p "$TMP/gql-before"
  [ -d web/src/gql ] && cp -R web/src/gql/. "$TMP/gql-before/"
  pnpm exec graphql-codegen --config codegen.ts --silent || fail "codegen failed"
  if ! diff -ru "$TMP/gql-before" web/src/gql; then
    rm -rf web/src/gql && mkdir -p web/src/gql && cp -R "$TMP/gql-before/." web/src/gql/
    fail "web/src/gql is stale: run 'pnpm codegen' and commit the result"
  fi
else
  echo "(no codegen.ts: generated types check skipped)"
fi

step "Pay engine tests (the pure calculation, docs/payroll.md)"
vitest pay-engine pay-engine || fail

step "API tests (unit + integration against PostgreSQL and Redis)"
vitest api api || fail

if has_script web test; then
  step "Web unit tests"
  vitest web web || fail
fi

step "Web production build"
pnpm --filter web build || fail

if has_script web e2e && [ -d web/e2e ]; then
  step "Web browser tests (e2e)"
  e2e_config="$(node -e 'const s=require(process.argv[1]).scripts.e2e; const m=s.match(/--config\s+(\S+)/); console.log(m?m[1]:"")' "$ROOT/web/package.json")"
  if [[ "$(node -p 'require(process.argv[1]).scripts.e2e' "$ROOT/web/package.json")" == vitest* ]]; then
    # The production build above is what the browser tests serve; don't build it twice.
    E2E_SKIP_BUILD=1 vitest web web-e2e ${e2e_config:+--config "$e2e_config"} || fail
  else
    pnpm --filter web e2e || fail
  fi
fi

echo
echo "All checks passed."
summary
