#!/usr/bin/env bash
# A freshly installed site with demo data for the Playwright tests, served on port 8889.
# Playwright starts this itself (tests/e2e/playwright.config.ts) and stops it afterwards.
# FITCOACH_E2E_INSTANCE and FITCOACH_E2E_PORT give a second run its own site and port.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_mariadb
instance="${FITCOACH_E2E_INSTANCE:-e2e}"
install_site "$instance" --fresh
FITCOACH_INSTANCE="$instance" php "$FITCOACH_ROOT/tools/demo/seed.php"
ensure_build
: > "$STATE_DIR/logs/php-$instance.log"
# The server's access log goes to a file, not into the test output.
log "e2e site on port ${FITCOACH_E2E_PORT:-8889}; access log: .wp/logs/server-$instance.log"
exec 2>"$STATE_DIR/logs/server-$instance.log"
serve_site "$instance" "${FITCOACH_E2E_PORT:-8889}"
