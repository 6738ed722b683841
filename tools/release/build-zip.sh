#!/usr/bin/env bash
# `npm run plugin-zip`: builds fitcoach.zip, the plugin as a site installs it (wp-admin → Plugins →
# Add New → Upload): the plugin file, includes/, build/ (a production build), languages/, assets/,
# vendor/ (composer install --no-dev --optimize-autoloader, in a staging folder so the checkout's dev
# vendor/ stays as it is), uninstall.php and readme.txt; no tests, sources, tools or dev packages.
# Then tools/release/check-zip.php checks what is in it and prints its size.
#   FITCOACH_ZIP=/path/to/out.zip  writes the zip elsewhere (default: fitcoach.zip in the checkout).
# On a fresh clone it first installs what is missing, as `npm start` does: the Debian packages, then
# the Composer and npm packages (the version check reads the WordPress builds in node_modules/, the
# build needs @wordpress/scripts).
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
ensure_apt
ensure_deps
cd "$FITCOACH_ROOT"
out="${FITCOACH_ZIP:-$FITCOACH_ROOT/fitcoach.zip}"
stage_root="$STATE_DIR/release"
stage="$stage_root/fitcoach"

php tools/release/check-versions.php

# FITCOACH_ZIP_BUILT=1: npm test's build step has just made the production build.
if [ "${FITCOACH_ZIP_BUILT:-0}" != 1 ]; then
	log "Building the app (production)"
	npx wp-scripts build >/dev/null
fi

log "Staging the plugin in .wp/release/fitcoach"
# Only the staging folder: a zip written beside it (npm test's .wp/release/fitcoach.zip) stays.
rm -rf "$stage"
mkdir -p "$stage"
cp -R fitcoach-plugin.php uninstall.php readme.txt includes build languages assets composer.json "$stage/"
[ -f composer.lock ] && cp composer.lock "$stage/"

log "Composer packages without dev dependencies"
( cd "$stage" && composer install --no-dev --optimize-autoloader --no-interaction --no-progress --no-scripts -q )
rm -f "$stage/composer.json" "$stage/composer.lock"

rm -f "$out"
php tools/release/make-zip.php "$stage" "$out"
php tools/release/check-zip.php "$out"
