#!/usr/bin/env bash
# The API suites hold on a busy machine (issue 25): run by .ci/run after `npm test`.
#  1. A start-up hook that times out: Jest reports it, stops the app that went on starting (its
#     database is dropped) and exits by itself.
#  2. Suites that start whole apps, with a CPU hog on every core: green, and Jest exits by itself.
# Needs stress-ng (Debian package) and the Postgres/Redis the tests use.
set -uo pipefail
cd "$(dirname "$0")/../.."
fail() { echo "busy-check: $*" >&2; exit 1; }
command -v stress-ng >/dev/null || fail "stress-ng is not installed (apt-get install -y stress-ng)"
databases() { psql -h 127.0.0.1 -U postgres -d postgres -Atc "select count(*) from pg_database where datname like 'mall_t_%'" 2>/dev/null || echo "?"; }

echo "1. an abandoned start-up"
before=$(databases)
out=$(timeout 120 npx jest -c apps/api/test/harness/jest.config.js 2>&1)
code=$?
[ $code -eq 124 ] && fail "Jest did not exit within 120 s after a start-up hook timed out"
grep -q "Exceeded timeout of 10 ms for a hook" <<<"$out" || { echo "$out"; fail "the fixture's hook did not time out as planned"; }
[ $code -eq 1 ] || { echo "$out"; fail "expected the fixture to fail (exit 1), got $code"; }
after=$(databases)
[ "$before" = "$after" ] || fail "the abandoned app's database was left behind ($before databases before, $after after)"
echo "   the hook timed out, the app it abandoned was stopped and its database dropped, Jest exited by itself"

echo "2. app-starting suites under stress-ng --cpu $(( $(nproc) * 2 ))"
stress-ng --cpu $(( $(nproc) * 2 )) --timeout 600s --quiet &
hog=$!
trap 'kill $hog 2>/dev/null' EXIT
sleep 1
started=$(date +%s)
timeout 600 npx jest --ci \
  apps/api/test/e2e/seller.e2e-spec.ts apps/api/test/e2e/wallet.e2e-spec.ts \
  apps/api/src/modules/user/account.service.int-spec.ts
code=$?
kill $hog 2>/dev/null
[ $code -eq 124 ] && fail "Jest did not finish within 600 s under the CPU hog"
[ $code -eq 0 ] || fail "suites failed under the CPU hog (exit $code)"
echo "   green under the hog in $(( $(date +%s) - started )) s, and Jest exited by itself"
