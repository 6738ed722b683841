#!/usr/bin/env bash
# `npm run playground`: FitCoach in WordPress Playground (@wp-playground/cli), offline.
# WordPress is the build of @wp-playground/wordpress-builds that FITCOACH_WP_VERSION names (default
# 6.5), unpacked fresh into .wp/playground/ and installed by Playground itself on its SQLite
# integration. blueprint.json does the rest by itself: it installs and activates the plugin from the
# release zip beside it, sets pretty permalinks, seeds the demo data and logs page visits in to
# wp-admin as the trainer (coach / fitcoach-demo), leaving the app's own requests alone
# (tools/playground/page-visits-login.php). The blueprint runs from a folder this script fills:
# blueprint.json, the zip and the two files the blueprint reads (the demo seeder, the mu-plugin).
# PHP is Playground's own WebAssembly build (FITCOACH_PLAYGROUND_PHP, default 8.3).
#   FITCOACH_PLAYGROUND_PORT  port (default 9400)
#   FITCOACH_PLAYGROUND_ZIP   the release zip to install (default: .wp/playground/fitcoach.zip, built
#                             with tools/release/build-zip.sh when a source file is newer)
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
ensure_deps
cd "$FITCOACH_ROOT"
port="${FITCOACH_PLAYGROUND_PORT:-9400}"
php_version="${FITCOACH_PLAYGROUND_PHP:-8.3}"
site="$STATE_DIR/playground/wordpress-$WP_VERSION_WANTED-$port"
bundle="$STATE_DIR/playground/blueprint-$port"
[ -x node_modules/.bin/wp-playground-cli ] || die "npm package @wp-playground/cli is missing (npm install)"

zip="${FITCOACH_PLAYGROUND_ZIP:-}"
if [ -z "$zip" ]; then
	zip="$STATE_DIR/playground/fitcoach.zip"
	if [ ! -f "$zip" ] || [ -n "$(find fitcoach-plugin.php uninstall.php readme.txt composer.json includes languages assets src package.json webpack.config.js -newer "$zip" -print -quit 2>/dev/null)" ]; then
		log "Building the release zip for Playground (tools/release/build-zip.sh)"
		mkdir -p "$(dirname "$zip")"
		FITCOACH_ZIP="$zip" bash tools/release/build-zip.sh >&2
	fi
fi
[ -f "$zip" ] || die "No release zip at $zip (npm run plugin-zip builds one)"

# The blueprint's folder: what its "bundled" resources name, at the same paths as in the checkout.
rm -rf "$bundle"
mkdir -p "$bundle/tools/demo" "$bundle/tools/playground"
cp blueprint.json "$bundle/"
cp "$zip" "$bundle/fitcoach.zip"
cp tools/demo/class-fitcoach-demo-seeder.php "$bundle/tools/demo/"
cp tools/playground/page-visits-login.php "$bundle/tools/playground/"

# A new site every start: Playground writes its wp-config.php and database into this folder.
rm -rf "$site"
mkdir -p "$(dirname "$site")"
unpack_wordpress "$WP_VERSION_WANTED" "$site"

# FITCOACH_PLAYGROUND_DEBUG=1 (the check sets it): WP_DEBUG on, PHP's messages logged into the site's
# wp-content/debug.log instead of the pages.
if [ "${FITCOACH_PLAYGROUND_DEBUG:-0}" = 1 ]; then
	sed "s/define( 'WP_DEBUG', false );/define( 'WP_DEBUG', true );\ndefine( 'WP_DEBUG_LOG', true );\ndefine( 'WP_DEBUG_DISPLAY', false );/" \
		"$site/wp-config-sample.php" > "$site/wp-config.php"
	grep -q "'WP_DEBUG_LOG', true" "$site/wp-config.php" || die "Could not switch WP_DEBUG on in the Playground site's wp-config.php"
fi

log "WordPress $WP_VERSION_WANTED in Playground (PHP $php_version) on http://127.0.0.1:$port/: the app at /, wp-admin logged in as coach on a page visit"
exec node_modules/.bin/wp-playground-cli server \
	--port="$port" --site-url="http://127.0.0.1:$port" --php="$php_version" \
	--wordpress-install-mode=install-from-existing-files \
	--mount-before-install="$site:/wordpress" \
	--blueprint="$bundle/blueprint.json" --blueprint-may-read-adjacent-files
