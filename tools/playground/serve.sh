#!/usr/bin/env bash
# `npm run playground`: FitCoach in WordPress Playground (@wp-playground/cli), offline.
# WordPress is the build of @wp-playground/wordpress-builds that FITCOACH_WP_VERSION names (default
# 6.5), unpacked fresh into .wp/playground/ and installed by Playground itself on its SQLite
# integration; the plugin is mounted from this checkout; blueprint.json activates it, sets pretty
# permalinks, seeds the demo data and logs in as the trainer (coach / fitcoach-demo).
# PHP is Playground's own WebAssembly build (FITCOACH_PLAYGROUND_PHP, default 8.3).
#   FITCOACH_PLAYGROUND_PORT  port (default 9400)
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
ensure_deps
ensure_build
cd "$FITCOACH_ROOT"
port="${FITCOACH_PLAYGROUND_PORT:-9400}"
php_version="${FITCOACH_PLAYGROUND_PHP:-8.3}"
site="$STATE_DIR/playground/wordpress-$WP_VERSION_WANTED-$port"
[ -x node_modules/.bin/wp-playground-cli ] || die "npm package @wp-playground/cli is missing (npm install)"

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

log "WordPress $WP_VERSION_WANTED in Playground (PHP $php_version) on http://127.0.0.1:$port/ (wp-admin logged in as coach)"
exec node_modules/.bin/wp-playground-cli server \
	--port="$port" --site-url="http://127.0.0.1:$port" --php="$php_version" \
	--wordpress-install-mode=install-from-existing-files \
	--mount-before-install="$site:/wordpress" \
	--mount="$FITCOACH_ROOT:/wordpress/wp-content/plugins/fitcoach" \
	--blueprint="$FITCOACH_ROOT/blueprint.json"
