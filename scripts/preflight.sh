#!/usr/bin/env bash
# Sourced by test-all.sh before anything else: makes sure what the tests need is on this
# machine and answering — Chromium, poppler-utils, kubectl (renders deploy/k8s), PostgreSQL on
# 127.0.0.1:5432 and Redis on 127.0.0.1:6379.
# As root with apt-get it installs what is missing and starts what is stopped; otherwise it
# stops with one line saying what to install, rather than failing deep inside a test.

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

preflight_say() { echo "[preflight] $*"; }
preflight_stop() {
  echo "[preflight] cannot run the tests: $*" >&2
  exit 1
}
can_install() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
answers() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }
wait_for() {
  for _ in $(seq 1 30); do answers "$1" "$2" && return 0; sleep 1; done
  return 1
}

APT_UPDATED=""
apt_install() {
  [ -n "$APT_UPDATED" ] || { apt-get update -qq && APT_UPDATED=1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

[ -d node_modules ] || preflight_stop "dependencies are not installed: run 'pnpm install' first"

if [ ! -x "$CHROMIUM" ]; then
  can_install || preflight_stop "no Chromium at $CHROMIUM: install it (apt-get install chromium) or set CHROMIUM_PATH"
  preflight_say "installing Chromium with apt-get"
  apt_install chromium
fi

if ! command -v pdftotext >/dev/null 2>&1 || ! command -v pdfinfo >/dev/null 2>&1; then
  can_install || preflight_stop "no pdftotext/pdfinfo (the payslip tests read PDFs with them): install poppler-utils"
  preflight_say "installing poppler-utils with apt-get"
  apt_install poppler-utils
fi

if ! command -v "${KUBECTL:-kubectl}" >/dev/null 2>&1; then
  can_install || preflight_stop "no kubectl (the manifests test renders deploy/k8s with kubectl kustomize): install kubernetes-client or set KUBECTL"
  preflight_say "installing kubectl (kubernetes-client) with apt-get"
  apt_install kubernetes-client
fi

if [ -z "${TEST_PG_URL:-}" ] && ! answers 127.0.0.1 5432; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    can_install || preflight_stop "PostgreSQL is not running on 127.0.0.1:5432: install and start it (apt-get install postgresql), or set TEST_PG_URL"
    preflight_say "installing PostgreSQL with apt-get"
    apt_install postgresql
    # The tests connect as postgres over loopback without a password, as on the developers' machines.
    hba="$(ls /etc/postgresql/*/main/pg_hba.conf | head -n1)"
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
  fi
  preflight_say "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start ||
    preflight_stop "PostgreSQL did not start (pg_ctlcluster failed)"
  wait_for 127.0.0.1 5432 || preflight_stop "PostgreSQL does not answer on 127.0.0.1:5432"
fi

if [ -z "${TEST_REDIS_URL:-}" ] && ! answers 127.0.0.1 6379; then
  if ! command -v redis-server >/dev/null 2>&1; then
    can_install || preflight_stop "Redis is not running on 127.0.0.1:6379: install and start it (apt-get install redis-server), or set TEST_REDIS_URL"
    preflight_say "installing Redis with apt-get"
    apt_install redis-server
  fi
  preflight_say "starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  wait_for 127.0.0.1 6379 || preflight_stop "Redis does not answer on 127.0.0.1:6379"
fi
preflight_say "Chromium, kubectl, PostgreSQL and Redis are ready"
