# shellcheck shell=bash
# Shared helpers for the local runtime: `npm start`, `npm test` and the benchmark source this file.
# Everything here is idempotent: a second run only checks and moves on.

set -euo pipefail

FITCOACH_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
STATE_DIR="$FITCOACH_ROOT/.wp"
# FITCOACH_WP_VERSION picks the WordPress build (a zip of @wp-playground/wordpress-builds: 6.4, 6.5,
# beta, nightly). The default one lives in .wp/wordpress, every other one in its own
# .wp/wordpress-{version}; tools/runtime/core-dir.php makes the same choice for the PHP side.
WP_DEFAULT_VERSION="6.5"
WP_VERSION_WANTED="${FITCOACH_WP_VERSION:-$WP_DEFAULT_VERSION}"
[[ "$WP_VERSION_WANTED" =~ ^[a-z0-9.]+$ ]] || { printf 'FITCOACH_WP_VERSION: not a build name: %s\n' "$WP_VERSION_WANTED" >&2; exit 1; }
if [ "$WP_VERSION_WANTED" = "$WP_DEFAULT_VERSION" ]; then WP_DIR="$STATE_DIR/wordpress"; else WP_DIR="$STATE_DIR/wordpress-$WP_VERSION_WANTED"; fi
export FITCOACH_WP_VERSION="$WP_VERSION_WANTED" FITCOACH_WP_DIR="$WP_DIR"
export FITCOACH_DB="${FITCOACH_DB:-sqlite}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PUPPETEER_SKIP_DOWNLOAD=1

log() { printf '\033[1;34m[fitcoach]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31m[fitcoach]\033[0m %s\n' "$*" >&2; exit 1; }

as_root() {
	if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else die "Need root to run: $*"; fi
}

# Debian packages the project needs. Only missing ones are installed.
ensure_apt() {
	local want=(unzip php8.2-cli php8.2-sqlite3 php8.2-mysql php8.2-gd php8.2-curl php8.2-zip php8.2-mbstring php8.2-xml php8.2-intl composer)
	if [ "${FITCOACH_DB}" = mariadb ] || [ "${FITCOACH_NEED_MARIADB:-0}" = 1 ]; then want+=(mariadb-server); fi
	if [ "${FITCOACH_NEED_BROWSER:-0}" = 1 ]; then want+=(chromium fonts-dejavu-core); fi
	local missing=()
	for p in "${want[@]}"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
	done
	if [ "${#missing[@]}" -gt 0 ]; then
		log "Installing Debian packages: ${missing[*]}"
		as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 update -qq
		as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq "${missing[@]}" >/dev/null
	fi
}

# Composer and npm dependencies, reinstalled only when their manifests changed.
ensure_deps() {
	cd "$FITCOACH_ROOT"
	if [ ! -f vendor/autoload.php ] || [ composer.json -nt vendor/autoload.php ]; then
		log "Installing Composer packages"
		composer install --no-interaction --no-progress -q
		touch vendor/autoload.php
	fi
	if [ ! -d node_modules/.bin ] || [ package.json -nt node_modules/.package-lock.json ] || { [ -f package-lock.json ] && [ package-lock.json -nt node_modules/.package-lock.json ]; }; then
		log "Installing npm packages"
		# `npm install` (not `npm ci`): it follows package-lock.json too, and tolerates the lock
		# file's missing optional platform packages (@unrs/resolver-binding-*), which make npm ci stop.
		npm install --no-audit --no-fund --loglevel=error
		touch node_modules/.package-lock.json
	fi
}

# The builds of @wp-playground/wordpress-builds: the PHP files are in a zip per version, the static
# assets (CSS, JS, images) beside it in public/.
WP_BUILDS="$FITCOACH_ROOT/node_modules/@wp-playground/wordpress-builds"

# Unpacks one WordPress build (6.4, 6.5, beta, nightly) as a plain core without any configuration:
# unpack_wordpress VERSION DEST (DEST must not exist yet).
unpack_wordpress() {
	local version="$1" dest="$2"
	[ -f "$WP_BUILDS/src/wordpress/wp-$version.zip" ] || die "No WordPress build '$version' in @wp-playground/wordpress-builds (there are: $(cd "$WP_BUILDS/src/wordpress" && ls wp-*.zip | sed 's/^wp-//; s/\.zip$//' | tr '\n' ' '))"
	local tmp="$dest.unpacking"
	rm -rf "$tmp"; mkdir -p "$tmp"
	unzip -q "$WP_BUILDS/src/wordpress/wp-$version.zip" -d "$tmp"
	mv "$(dirname "$(find "$tmp" -maxdepth 3 -name wp-settings.php | head -n 1)")" "$dest"
	rm -rf "$tmp"
	# The zip leaves out static assets; the package ships them in public/.
	cp -rn "$WP_BUILDS/public/wp-$version/." "$dest/"
	rm -f "$dest/wp-config.php" "$dest/wordpress-remote-asset-paths"
	# Playground's own leftovers: its prebuilt database and, in some builds' assets, a partial
	# copy of the SQLite plugin.
	rm -rf "$dest/wp-content/database" "$dest/wp-content/plugins/sqlite-database-integration"
}

# The SQLite Database Integration drop-in (the official one) in a core's wp-content, used unless
# FITCOACH_DB_ENGINE asks for MariaDB: install_sqlite_dropin CORE_DIR
install_sqlite_dropin() {
	local core="$1"
	local impl="$core/wp-content/plugins/sqlite-database-integration"
	local tmp="$core.sqlite-unpacking"
	rm -rf "$tmp" "$impl"; mkdir -p "$tmp"
	unzip -q "$WP_BUILDS/src/sqlite-database-integration/sqlite-database-integration.zip" -d "$tmp"
	mv "$(dirname "$(find "$tmp" -maxdepth 2 -name load.php | head -n 1)")" "$impl"
	rm -rf "$tmp"
	sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$impl#" -e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
		"$impl/db.copy" > "$core/wp-content/db-sqlite.php"
	cat > "$core/wp-content/db.php" <<'PHP'
<?php
// FitCoach local runtime: the SQLite drop-in, unless this run asked for MariaDB.
if ( defined( 'FITCOACH_DB_ENGINE' ) && 'sqlite' !== FITCOACH_DB_ENGINE ) {
	return;
}
require __DIR__ . '/db-sqlite.php';
PHP
}

# WordPress core (the build FITCOACH_WP_VERSION names) and the SQLite drop-in, from the npm registry.
ensure_wordpress() {
	local pkg="$WP_BUILDS"
	local stamp="$WP_DIR/.fitcoach-core"
	if [ ! -f "$stamp" ]; then
		[ -d "$pkg" ] || die "npm package @wp-playground/wordpress-builds is missing"
		log "Installing WordPress $WP_VERSION_WANTED into ${WP_DIR#"$FITCOACH_ROOT/"}"
		rm -rf "$WP_DIR"
		unpack_wordpress "$WP_VERSION_WANTED" "$WP_DIR"
		install_sqlite_dropin "$WP_DIR"
		touch "$stamp"
	fi
	# Links are cheap to check each time: the plugin, the local runtime mu-plugin and the config.
	mkdir -p "$WP_DIR/wp-content/mu-plugins" "$STATE_DIR/data" "$STATE_DIR/outbox" "$STATE_DIR/logs"
	ln -sfn "$FITCOACH_ROOT" "$WP_DIR/wp-content/plugins/fitcoach"
	ln -sfn "$FITCOACH_ROOT/tools/runtime/mu-plugins/fitcoach-local-runtime.php" "$WP_DIR/wp-content/mu-plugins/fitcoach-local-runtime.php"
	if [ ! -f "$WP_DIR/wp-config.php" ]; then
		cat > "$WP_DIR/wp-config.php" <<PHP
<?php
// Generated by tools/lib.sh: the real configuration lives in the repository.
require '$FITCOACH_ROOT/tools/runtime/wp-config.php';
PHP
	fi
}

# MariaDB from Debian, started by us in a project-local data folder on a private socket.
MARIADB_DIR="$STATE_DIR/mariadb"
export FITCOACH_MARIADB_SOCKET="$MARIADB_DIR/mysqld.sock"
ensure_mariadb() {
	[ "$FITCOACH_DB" = mariadb ] || return 0
	FITCOACH_NEED_MARIADB=1 ensure_apt
	if [ -S "$FITCOACH_MARIADB_SOCKET" ] && mariadb-admin --socket="$FITCOACH_MARIADB_SOCKET" -uroot ping >/dev/null 2>&1; then
		return 0
	fi
	mkdir -p "$MARIADB_DIR"
	if [ ! -d "$MARIADB_DIR/data/mysql" ]; then
		log "Initialising MariaDB in .wp/mariadb"
		mariadb-install-db --no-defaults --datadir="$MARIADB_DIR/data" --user="$(id -un)" --auth-root-authentication-method=socket >/dev/null
	fi
	log "Starting MariaDB"
	mariadbd --no-defaults --datadir="$MARIADB_DIR/data" --socket="$FITCOACH_MARIADB_SOCKET" --skip-networking \
		--pid-file="$MARIADB_DIR/mysqld.pid" --log-error="$MARIADB_DIR/error.log" --user="$(id -un)" \
		--innodb-buffer-pool-size=256M --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci >/dev/null 2>&1 &
	for _ in $(seq 1 100); do
		mariadb-admin --socket="$FITCOACH_MARIADB_SOCKET" -uroot ping >/dev/null 2>&1 && break
		sleep 0.1
	done
	mariadb-admin --socket="$FITCOACH_MARIADB_SOCKET" -uroot ping >/dev/null 2>&1 || die "MariaDB did not start: see .wp/mariadb/error.log"
	mariadb --socket="$FITCOACH_MARIADB_SOCKET" -uroot -e "CREATE USER IF NOT EXISTS 'fitcoach'@'localhost' IDENTIFIED BY 'fitcoach'; GRANT ALL ON \`fitcoach\\_%\`.* TO 'fitcoach'@'localhost';"
}

# Installs a site instance (dev, e2e, test) when it is not installed yet; --fresh starts it anew.
install_site() {
	local instance="$1"; shift
	FITCOACH_INSTANCE="$instance" php "$FITCOACH_ROOT/tools/runtime/install.php" "$@"
}

php_server_args() {
	printf '%s\n' -d opcache.enable=1 -d opcache.validate_timestamps=1 -d opcache.revalidate_freq=0 \
		-d memory_limit=512M \
		-d upload_max_filesize=16M -d post_max_size=20M
}

# Serves an instance with PHP's own server: serve_site INSTANCE PORT [background]
serve_site() {
	local instance="$1" port="$2" mode="${3:-foreground}"
	local args
	mapfile -t args < <(php_server_args)
	export FITCOACH_INSTANCE="$instance" FITCOACH_URL="http://localhost:$port"
	export PHP_CLI_SERVER_WORKERS="${PHP_CLI_SERVER_WORKERS:-4}"
	if [ "$mode" = background ]; then
		php "${args[@]}" -S "localhost:$port" -t "$WP_DIR" "$FITCOACH_ROOT/tools/runtime/router.php" >"$STATE_DIR/logs/server-$instance.log" 2>&1 &
		echo $! > "$STATE_DIR/server-$instance.pid"
		for _ in $(seq 1 100); do
			curl -fsS -o /dev/null "http://localhost:$port/wp-json/" 2>/dev/null && return 0
			sleep 0.1
		done
		die "The $instance site did not answer on port $port: see .wp/logs/server-$instance.log"
	else
		exec php "${args[@]}" -S "localhost:$port" -t "$WP_DIR" "$FITCOACH_ROOT/tools/runtime/router.php"
	fi
}

stop_site() {
	local pidfile="$STATE_DIR/server-$1.pid"
	if [ -f "$pidfile" ]; then
		local pid; pid="$(cat "$pidfile")"
		# PHP_CLI_SERVER_WORKERS forks workers: stop them with their parent.
		pkill -TERM -P "$pid" 2>/dev/null || true
		kill "$pid" 2>/dev/null || true
		rm -f "$pidfile"
	fi
}

# Builds the app when a source file is newer than the last build.
ensure_build() {
	cd "$FITCOACH_ROOT"
	if [ ! -f build/index.asset.php ] || [ -n "$(find src package.json webpack.config.js -newer build/index.asset.php -print -quit 2>/dev/null)" ]; then
		log "Building the app"
		npx wp-scripts build >/dev/null
	fi
}

# step_verdict RC [COUNTS FILE]: PASS when the runner exited 0 and, for a step that reports test
# counts ("passed failed skipped"), the counts are readable and show no failed test (for PHPUnit
# that is no failure, error, risky test or warning: see tools/junit-counts.js). Otherwise FAIL.
step_verdict() {
	local rc="$1" counts="${2:-}"
	if [ "$rc" -ne 0 ]; then echo FAIL; return; fi
	if [ -n "$counts" ]; then
		local p="" f="" s=""
		[ -f "$counts" ] && read -r p f s < "$counts" || true
		if ! [[ "$p" =~ ^[0-9]+$ && "$f" =~ ^[0-9]+$ && "$s" =~ ^[0-9]+$ ]]; then echo FAIL; return; fi
		if [ "$f" -ne 0 ]; then echo FAIL; return; fi
	fi
	echo PASS
}
