#!/usr/bin/env bash
# A freshly installed site with demo data for the Playwright tests, served on port 8889.
# Playwright starts this itself (tests/e2e/playwright.config.ts) and stops it afterwards.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_mariadb
install_site e2e --fresh
FITCOACH_INSTANCE=e2e php "$FITCOACH_ROOT/tools/demo/seed.php"
ensure_build
: > "$STATE_DIR/logs/php-e2e.log"
serve_site e2e "${FITCOACH_E2E_PORT:-8889}"
