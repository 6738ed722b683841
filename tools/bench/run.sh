#!/usr/bin/env bash
# `npm run bench`: FitCoach on a production-like stack, measured against the WordPress floor.
#
# nginx on 127.0.0.1 in front of two PHP-FPM nodes (own masters, own opcache, own unix sockets),
# one MariaDB, optionally Redis as the persistent object cache. Seeds volume, measures latency with
# wrk, counts queries at two sizes, checks budgets, bundle sizes, first contentful paint and the
# multi-node behaviour, and writes .wp/bench/results.{json,md} (.wp/$FITCOACH_BENCH_INSTANCE/ with another
# instance name). See tools/bench/README.md.
#
# Exit code: 0 when the benchmark ran (whatever the budgets say), non-zero when it could not run.

export FITCOACH_DB=mariadb
# shellcheck source=../lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

BENCH_SRC="$FITCOACH_ROOT/tools/bench"
# The site, its database (fitcoach_INSTANCE) and its folder (.wp/INSTANCE): another name lets a
# second benchmark run beside one that is running (with another FITCOACH_BENCH_PORT).
INSTANCE="${FITCOACH_BENCH_INSTANCE:-bench}"
[[ "$INSTANCE" =~ ^bench[a-z0-9_]*$ ]] || die "FITCOACH_BENCH_INSTANCE must start with 'bench' and hold only a-z, 0-9 and _"
BENCH="$STATE_DIR/$INSTANCE"
PORT="${FITCOACH_BENCH_PORT:-8900}"
PORT_A=$(( PORT + 1 ))
PORT_B=$(( PORT + 2 ))
PORT_TLS=$(( PORT + 3 ))
MEMBERS="${FITCOACH_BENCH_MEMBERS:-500}"
SMALL="${FITCOACH_BENCH_SMALL:-10}"
DURATION="${FITCOACH_BENCH_DURATION:-6}"
WARMUP="${FITCOACH_BENCH_WARMUP:-1}"
CONNECTIONS="${FITCOACH_BENCH_CONNECTIONS:-1,8}"
CHILDREN="${FITCOACH_BENCH_CHILDREN:-4}"
SAMPLES="${FITCOACH_BENCH_SAMPLES:-15}"
REDIS="${FITCOACH_BENCH_REDIS:-0}"
SKIP_BUILD="${FITCOACH_BENCH_SKIP_BUILD:-0}"
PASSWORD="${FITCOACH_DEMO_PASSWORD:-fitcoach-demo}"
BASE="http://127.0.0.1:$PORT"
DROPIN="$WP_DIR/wp-content/object-cache.php"
OUT="$BENCH/out"
STARTED_MARIADB=0
BENCH_STARTED=$SECONDS

export FITCOACH_INSTANCE="$INSTANCE" FITCOACH_URL="$BASE"
# Only the PHP-FPM pools (and the drop-in's own check) may use the Redis object cache: the CLI
# scripts below write rows behind WordPress's back and must not see it.
unset FITCOACH_BENCH_REDIS FITCOACH_BENCH_REDIS_SOCKET

[[ "$MEMBERS" =~ ^[0-9]+$ ]] && [ "$MEMBERS" -ge 1 ] || die "FITCOACH_BENCH_MEMBERS must be a positive number"
[[ "$SAMPLES" =~ ^[0-9]+$ ]] && [ "$SAMPLES" -ge 1 ] || die "FITCOACH_BENCH_SAMPLES must be a positive number"
[[ "$SMALL" =~ ^[0-9]+$ ]] && [ "$SMALL" -ge 1 ] && [ "$SMALL" -le "$MEMBERS" ] || die "FITCOACH_BENCH_SMALL must be between 1 and FITCOACH_BENCH_MEMBERS"

# ── processes we start, and how they are stopped ──────────────────────────────────────────────
# Each service writes its pid to $BENCH/run/NAME.pid; only a process whose command line names
# this benchmark's folder is ever signalled (so a stale pid file can never hit someone else).
ours() {
	local pid="$1"
	[ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] && tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | grep -qF "$BENCH/"
}

stop_service() {
	local name="$1" file="$BENCH/run/$1.pid" pid
	[ -f "$file" ] || return 0
	pid="$(cat "$file" 2>/dev/null || true)"
	if ours "$pid"; then
		kill -TERM "$pid" 2>/dev/null || true
		for _ in $(seq 1 50); do ours "$pid" || break; sleep 0.1; done
		if ours "$pid"; then kill -KILL "$pid" 2>/dev/null || true; fi
	fi
	rm -f "$file"
	return 0
}

# The drop-in is one link in the shared wp-content/: only a run with Redis touches it (a run
# without Redis beside one with it must not take it away).
remove_dropin() {
	[ "$REDIS" = 1 ] || return 0
	if [ -L "$DROPIN" ] && [ "$(readlink "$DROPIN")" = "$BENCH_SRC/object-cache.php" ]; then rm -f "$DROPIN"; fi
}

cleanup() {
	local rc=$?
	trap - EXIT INT TERM
	set +e
	log "Stopping the benchmark stack"
	remove_dropin
	for name in nginx php-a php-b redis; do stop_service "$name"; done
	if [ "$STARTED_MARIADB" = 1 ]; then
		mariadb-admin --socket="$FITCOACH_MARIADB_SOCKET" -uroot shutdown >/dev/null 2>&1
	fi
	exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_http() {
	local url="$1" what="$2"
	for _ in $(seq 1 150); do
		curl -fsS -o /dev/null --max-time 5 "$url" 2>/dev/null && return 0
		sleep 0.2
	done
	die "$what did not answer at $url (logs: .wp/$INSTANCE/logs/)"
}

# fill TEMPLATE OUTPUT KEY=VALUE...: copies a template with @KEY@ replaced.
fill() {
	local template="$1" output="$2"; shift 2
	local content
	content="$(cat "$template")"
	local pair key value
	for pair in "$@"; do
		key="${pair%%=*}"; value="${pair#*=}"
		content="${content//@$key@/$value}"
	done
	printf '%s\n' "$content" > "$output"
}

# ── 1. packages, WordPress, MariaDB ───────────────────────────────────────────────────────────
ensure_bench_apt() {
	local want=(nginx php8.2-fpm php8.2-redis wrk curl openssl)
	if [ "$REDIS" = 1 ]; then want+=(redis-server); fi
	local missing=() p
	for p in "${want[@]}"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
	done
	if [ "${#missing[@]}" -gt 0 ]; then
		log "Installing Debian packages for the benchmark: ${missing[*]}"
		as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
		as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
	fi
	command -v php-fpm8.2 >/dev/null || [ -x /usr/sbin/php-fpm8.2 ] || die "php-fpm8.2 is not installed"
	command -v wrk >/dev/null || die "wrk is not installed"
	command -v openssl >/dev/null || die "openssl is not installed"
	[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || die "nginx is not installed"
}

log "FitCoach benchmark: $MEMBERS members (small size $SMALL), wrk ${DURATION}s at connections $CONNECTIONS, Redis object cache: $([ "$REDIS" = 1 ] && echo on || echo off)"
log "Machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
FITCOACH_NEED_MARIADB=1 ensure_apt
ensure_bench_apt
ensure_deps
ensure_wordpress
if ! { [ -S "$FITCOACH_MARIADB_SOCKET" ] && mariadb-admin --socket="$FITCOACH_MARIADB_SOCKET" -uroot ping >/dev/null 2>&1; }; then
	STARTED_MARIADB=1
fi
ensure_mariadb

mkdir -p "$BENCH"/{run,logs,conf,tmp,out/trace}
# Leftovers of an interrupted run (only our own processes, see ours()).
for name in nginx php-a php-b redis; do stop_service "$name"; done
remove_dropin
rm -f "$BENCH"/run/*.sock "$OUT"/*.json "$OUT"/trace/*.json "$BENCH/results.json" "$BENCH/results.md"
: > "$BENCH/logs/php-a-errors.log"; : > "$BENCH/logs/php-b-errors.log"
: > "$STATE_DIR/logs/php-$INSTANCE.log" 2>/dev/null || true
for p in "$PORT" "$PORT_A" "$PORT_B"; do
	port_free "$p" || die "Port $p on 127.0.0.1 is in use: set FITCOACH_BENCH_PORT to another base port"
done

# ── 2. a fresh site with the small volume ─────────────────────────────────────────────────────
log "Installing a fresh '$INSTANCE' site on MariaDB"
install_site "$INSTANCE" --fresh >/dev/null
php "$FITCOACH_ROOT/tools/demo/seed.php" >/dev/null
log "Seeding $SMALL members"
php -d memory_limit=1G "$BENCH_SRC/seed-volume.php" "$SMALL"
php "$BENCH_SRC/site-info.php" > "$OUT/site-small.json"

# ── 3. the stack ──────────────────────────────────────────────────────────────────────────────
USER_LINES=""
NGINX_USER=""
FPM_ROOT=()
if [ "$(id -u)" = 0 ]; then
	USER_LINES=$'user = root\ngroup = root'
	NGINX_USER="user root;"
	FPM_ROOT=(-R)
fi
REDIS_SOCKET="$BENCH/run/redis.sock"

if [ "$REDIS" = 1 ]; then
	command -v redis-server >/dev/null || die "redis-server is not installed"
	cat > "$BENCH/conf/redis.conf" <<CONF
# Redis of the benchmark (object cache). Unix socket only, nothing on disk.
port 0
bind 127.0.0.1
unixsocket $REDIS_SOCKET
unixsocketperm 700
daemonize no
save ""
appendonly no
maxmemory 512mb
maxmemory-policy allkeys-lru
logfile $BENCH/logs/redis.log
dir $BENCH/tmp
proc-title-template "{title} {config-file}"
CONF
	redis-server "$BENCH/conf/redis.conf" &
	echo $! > "$BENCH/run/redis.pid"
	for _ in $(seq 1 50); do [ -S "$REDIS_SOCKET" ] && break; sleep 0.1; done
	[ -S "$REDIS_SOCKET" ] || die "Redis did not start: see .wp/$INSTANCE/logs/redis.log"
	ln -sfn "$BENCH_SRC/object-cache.php" "$DROPIN"
	FITCOACH_BENCH_REDIS=1 FITCOACH_BENCH_REDIS_SOCKET="$REDIS_SOCKET" php "$BENCH_SRC/object-cache-check.php" || die "The Redis object cache failed its check"
fi

for node in a b; do
	fill "$BENCH_SRC/conf/php-fpm.conf.tmpl" "$BENCH/conf/php-$node.conf" \
		"BENCH=$BENCH" "NODE=$node" "CHILDREN=$CHILDREN" "USER_LINES=$USER_LINES" "INSTANCE=$INSTANCE" "URL=$BASE" \
		"MARIADB_SOCKET=$FITCOACH_MARIADB_SOCKET" "REDIS=$REDIS" "REDIS_SOCKET=$REDIS_SOCKET"
	/usr/sbin/php-fpm8.2 -F "${FPM_ROOT[@]}" -y "$BENCH/conf/php-$node.conf" \
		-d opcache.enable=1 -d opcache.validate_timestamps=0 -d opcache.memory_consumption=128 \
		-d opcache.interned_strings_buffer=16 -d opcache.max_accelerated_files=20000 \
		-d realpath_cache_size=4096K -d realpath_cache_ttl=600 \
		>> "$BENCH/logs/php-fpm-$node.log" 2>&1 &
	echo $! > "$BENCH/run/php-$node.pid"
done
fill "$BENCH_SRC/conf/site.conf.tmpl" "$BENCH/conf/site.conf" "WP=$WP_DIR"
# The HTTPS server's certificate: self-signed for 127.0.0.1, made here (the browser of the
# first-screen figures is told to accept it).
if [ ! -s "$BENCH/conf/tls.key" ] || [ ! -s "$BENCH/conf/tls.crt" ]; then
	openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj "/CN=127.0.0.1" \
		-addext "subjectAltName=IP:127.0.0.1" -keyout "$BENCH/conf/tls.key" -out "$BENCH/conf/tls.crt" >/dev/null 2>&1 \
		|| die "openssl could not make the benchmark's certificate"
fi
fill "$BENCH_SRC/conf/nginx.conf.tmpl" "$BENCH/conf/nginx.conf" \
	"BENCH=$BENCH" "PORT=$PORT" "PORT_A=$PORT_A" "PORT_B=$PORT_B" "PORT_TLS=$PORT_TLS" "USER_LINE=$NGINX_USER"
for node in a b; do
	for _ in $(seq 1 50); do [ -S "$BENCH/run/php-$node.sock" ] && break; sleep 0.1; done
	[ -S "$BENCH/run/php-$node.sock" ] || die "PHP-FPM node $node did not start: see .wp/$INSTANCE/logs/php-fpm-$node.log"
done
/usr/sbin/nginx -e "$BENCH/logs/nginx-error.log" -c "$BENCH/conf/nginx.conf" -t >/dev/null 2>&1 \
	|| { /usr/sbin/nginx -e "$BENCH/logs/nginx-error.log" -c "$BENCH/conf/nginx.conf" -t; die "nginx configuration is invalid"; }
/usr/sbin/nginx -e "$BENCH/logs/nginx-error.log" -c "$BENCH/conf/nginx.conf" &
echo $! > "$BENCH/run/nginx.pid"
for p in "$PORT" "$PORT_A" "$PORT_B"; do wait_http "http://127.0.0.1:$p/wp-json/" "The stack"; done
log "Stack up: nginx $BASE (both nodes), :$PORT_A (node A), :$PORT_B (node B), https://127.0.0.1:$PORT_TLS (HTTP/2, both nodes); $CHILDREN PHP workers per node"

flush_redis() {
	if [ "$REDIS" = 1 ]; then redis-cli -s "$REDIS_SOCKET" flushall >/dev/null; fi
}
# The cold paths save a workout from the CLI (touch-catalogue.php): with Redis it must write to
# the pools' object cache.
PATHS_ARGS=()
if [ "$REDIS" = 1 ]; then PATHS_ARGS+=(--redis-socket "$REDIS_SOCKET"); fi

# ── 4. queries at the small size ──────────────────────────────────────────────────────────────
log "Query counts at $SMALL members"
node "$BENCH_SRC/measure.js" --base "$BASE" --info "$OUT/site-small.json" --out "$OUT/small.json" \
	--password "$PASSWORD" --label small --lua "$BENCH_SRC/wrk/fitcoach.lua" --samples 3 "${PATHS_ARGS[@]}"

# ── 5. full volume: queries and load ──────────────────────────────────────────────────────────
log "Growing to $MEMBERS members (a year of data each)"
php -d memory_limit=1G "$BENCH_SRC/seed-volume.php" "$MEMBERS"
mariadb --socket="$FITCOACH_MARIADB_SOCKET" -ufitcoach -pfitcoach -e "ANALYZE TABLE fitcoach_$INSTANCE.wp_posts, fitcoach_$INSTANCE.wp_postmeta, fitcoach_$INSTANCE.wp_users, fitcoach_$INSTANCE.wp_usermeta" >/dev/null
php "$BENCH_SRC/site-info.php" > "$OUT/site-large.json"
flush_redis
log "Query counts and load at $MEMBERS members"
node "$BENCH_SRC/measure.js" --base "$BASE" --info "$OUT/site-large.json" --out "$OUT/large.json" \
	--password "$PASSWORD" --label large --lua "$BENCH_SRC/wrk/fitcoach.lua" --load \
	--connections "$CONNECTIONS" --duration "$DURATION" --warmup "$WARMUP" \
	--nodes "http://127.0.0.1:$PORT_A,http://127.0.0.1:$PORT_B" --children "$CHILDREN" \
	--samples "$SAMPLES" "${PATHS_ARGS[@]}"

log "The weekly digest for $MEMBERS members (memory_limit 128M)"
php -d memory_limit=128M "$BENCH_SRC/digest.php" > "$OUT/digest.json" \
	|| { log "The weekly digest could not be built"; echo '{"error":"the digest script failed"}' > "$OUT/digest.json"; }

# ── 6. several nodes ──────────────────────────────────────────────────────────────────────────
log "Multi-node behaviour (node A :$PORT_A, node B :$PORT_B)"
node "$BENCH_SRC/multinode.js" --a "http://127.0.0.1:$PORT_A" --b "http://127.0.0.1:$PORT_B" \
	--info "$OUT/site-large.json" --password "$PASSWORD" --out "$OUT/multinode.json" \
	|| log "The multi-node check could not finish (see above)"

# ── 7. bundle and first contentful paint ──────────────────────────────────────────────────────
if [ "$SKIP_BUILD" != 1 ]; then
	log "Building the app (webpack stats into .wp/$INSTANCE/out/)"
	(cd "$FITCOACH_ROOT" && npx wp-scripts build --json="$OUT/webpack-stats.json" >/dev/null 2>"$BENCH/logs/build.log") \
		|| log "The build failed: see .wp/$INSTANCE/logs/build.log (bundle figures come from whatever build/ holds)"
fi
node "$BENCH_SRC/bundle.js" --build "$FITCOACH_ROOT/build" --stats "$OUT/webpack-stats.json" --out "$OUT/bundle.json" \
	|| log "The bundle check could not finish"
log "First contentful paint of /login in chromium"
node "$BENCH_SRC/fcp.js" --url "$BASE/login" --out "$OUT/fcp.json" --build "$FITCOACH_ROOT/build" \
	|| log "The FCP probe could not finish"

log "The installable app: precache size and a warm start of Home from the service worker"
node "$BENCH_SRC/pwa.js" --base "$BASE" --user sanne --password "$PASSWORD" --out "$OUT/pwa.json" \
	|| log "The service worker figures could not finish"

if [ "${FITCOACH_BENCH_FIRSTSCREEN:-1}" = 0 ]; then
	log "First screens left out (FITCOACH_BENCH_FIRSTSCREEN=0): their budgets say so"
	echo '{"error":"left out (FITCOACH_BENCH_FIRSTSCREEN=0)"}' > "$OUT/firstscreen.json"
else
	# The floor page (tools/bench/floor/index.html: WordPress's React and Chart.js alone) beside the site.
	rm -rf "$WP_DIR/fitcoach-floor" && mkdir -p "$WP_DIR/fitcoach-floor"
	cp "$BENCH_SRC/floor/index.html" "$FITCOACH_ROOT/node_modules/chart.js/dist/chart.umd.min.js" "$WP_DIR/fitcoach-floor/"
	log "The first screens complete (home, metingen, training, admin, and the floor) over HTTPS and HTTP/2: unthrottled, 150 ms RTT and mobile, cold and warm"
	NODE_TLS_REJECT_UNAUTHORIZED=0 node "$BENCH_SRC/firstscreen.js" --base "https://127.0.0.1:$PORT_TLS" --user sanne --coach coach --password "$PASSWORD" --out "$OUT/firstscreen.json" --cert "$BENCH/conf/tls.crt" \
		|| log "The first-screen figures could not finish"
fi

# ── 8. report ─────────────────────────────────────────────────────────────────────────────────
if [ -s "$BENCH/logs/php-a-errors.log" ] || [ -s "$BENCH/logs/php-b-errors.log" ]; then
	log "PHP wrote errors during the run: .wp/$INSTANCE/logs/php-{a,b}-errors.log"
fi
node "$BENCH_SRC/report.js" --dir "$OUT" --json "$BENCH/results.json" --md "$BENCH/results.md" \
	--redis "$REDIS" --children "$CHILDREN" --elapsed "$(( SECONDS - BENCH_STARTED ))"
log "Results: .wp/$INSTANCE/results.md and .wp/$INSTANCE/results.json ($(( SECONDS - BENCH_STARTED )) s)"
HOLD="${FITCOACH_BENCH_HOLD:-0}"
if [[ "$HOLD" =~ ^[0-9]+$ ]] && [ "$HOLD" -gt 0 ]; then
	log "The stack stays up for $HOLD s (FITCOACH_BENCH_HOLD): $BASE, node A :$PORT_A, node B :$PORT_B"
	sleep "$HOLD"
fi
