#!/usr/bin/env bash
# `npm run test:compat`: PHPUnit and the member journey (tests/e2e/member.spec.ts) on each WordPress
# build of tools/wp-builds.txt (6.4.5, 6.5.5, 6.6-RC3, the 6.7 nightly), one after the other,
# each with its own core (.wp/wordpress-{build}), test database and e2e site.
#   bash tools/compat.sh                 every build of tools/wp-builds.txt
#   bash tools/compat.sh --edges         the oldest and the newest build (what npm test runs)
#   bash tools/compat.sh 6.4 nightly     the builds named
#   FITCOACH_COMPAT_STEPS="phpunit"      only PHPUnit (or only "e2e"); default both
#   FITCOACH_COMPAT_REPORTS=dir          where the reports go (default .wp/reports/compat); the
#                                        totals are written to compat.counts there ("passed failed skipped")
#   FITCOACH_COMPAT_PORT=8891            the first e2e port (one per build, counting up); unset, each
#                                        run takes 8889 when it is free, else a free port
#   FITCOACH_COMPAT_FILTER=Pattern       only the PHPUnit tests matching (phpunit --filter), for a quick look
#   FITCOACH_COMPAT_PHPUNIT_DONE="6.4"   builds whose PHPUnit run another step of npm test already made
#                                        (npm test's phpunit-mariadb runs on the oldest build): no second run
# PHPUnit runs on FITCOACH_DB (SQLite by default). Prints a table per build; exits 1 when anything failed.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
set +e

mapfile -t ALL < <(grep -v '^\s*#' "$FITCOACH_ROOT/tools/wp-builds.txt" | sed '/^\s*$/d')
if [ "${1:-}" = --edges ]; then
	BUILDS=("${ALL[0]}" "${ALL[${#ALL[@]}-1]}")
elif [ "$#" -gt 0 ]; then
	BUILDS=("$@")
else
	BUILDS=("${ALL[@]}")
fi
STEPS="${FITCOACH_COMPAT_STEPS:-phpunit e2e}"
REPORTS="${FITCOACH_COMPAT_REPORTS:-$STATE_DIR/reports/compat}"
PORT="${FITCOACH_COMPAT_PORT:-}"
mkdir -p "$REPORTS"

set -e
if [[ " $STEPS " == *" e2e "* ]]; then export FITCOACH_NEED_BROWSER=1; fi
ensure_apt
ensure_deps
ensure_mariadb
ensure_build
set +e
# Each build below is chosen by FITCOACH_WP_VERSION alone: forget the default core lib.sh named.
unset FITCOACH_WP_DIR

declare -a ROWS=()
total_p=0; total_f=0; total_s=0; failed=0
for build in "${BUILDS[@]}"; do
	slug="${build//./}"
	log "════ WordPress build '$build'"
	( FITCOACH_WP_VERSION="$build" && source "$FITCOACH_ROOT/tools/lib.sh" && ensure_wordpress ) || { ROWS+=("$build|-|install failed|-|0s"); failed=1; continue; }
	wp="$(FITCOACH_WP_VERSION="$build" php -r '$d = require "tools/runtime/core-dir.php"; require $d . "wp-includes/version.php"; echo $wp_version;')"
	unit="-"; journey="-"; start=$SECONDS

	if [[ " $STEPS " == *" phpunit "* ]] && [[ " ${FITCOACH_COMPAT_PHPUNIT_DONE:-} " == *" $build "* ]]; then
		unit="run by phpunit-mariadb"
	elif [[ " $STEPS " == *" phpunit "* ]]; then
		log "── PHPUnit on WordPress $wp ($FITCOACH_DB)"
		FITCOACH_WP_VERSION="$build" FITCOACH_INSTANCE="test_wp$slug" \
			php -d memory_limit=1G vendor/bin/phpunit ${FITCOACH_COMPAT_FILTER:+--filter "$FITCOACH_COMPAT_FILTER"} --log-junit "$REPORTS/phpunit-$slug.xml" > "$REPORTS/phpunit-$slug.log" 2>&1
		rc=$?
		tail -n 4 "$REPORTS/phpunit-$slug.log"
		read -r p f s < <(node tools/junit-counts.js "$REPORTS/phpunit-$slug.xml" 2>/dev/null || echo "0 1 0")
		if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
		total_p=$(( total_p + p )); total_f=$(( total_f + f )); total_s=$(( total_s + s ))
		unit="$p passed, $f failed, $s skipped"
		[ "$f" -eq 0 ] || failed=1
	fi

	if [[ " $STEPS " == *" e2e "* ]]; then
		log "── member journey (tests/e2e/member.spec.ts) on WordPress $wp${PORT:+, port $PORT}"
		env FITCOACH_WP_VERSION="$build" FITCOACH_E2E_INSTANCE="e2e_wp$slug" ${PORT:+FITCOACH_E2E_PORT="$PORT"} \
			PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e-$slug.json" \
			npx playwright test -c tests/e2e/playwright.config.ts member.spec.ts --reporter=list,json > "$REPORTS/e2e-$slug.log" 2>&1
		rc=$?
		grep -E '✓|✘|passed|failed|Error' "$REPORTS/e2e-$slug.log" | tail -n 8
		read -r p f s < <(node -e 'const s = require( process.argv[ 1 ] ).stats; console.log( s.expected, s.unexpected + s.flaky, s.skipped );' "$REPORTS/e2e-$slug.json" 2>/dev/null || echo "0 1 0")
		if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
		total_p=$(( total_p + p )); total_f=$(( total_f + f )); total_s=$(( total_s + s ))
		journey="$p passed, $f failed, $s skipped"
		[ "$f" -eq 0 ] || failed=1
		[ -z "$PORT" ] || PORT=$(( PORT + 1 ))
	fi
	ROWS+=("$build|$wp|$unit|$journey|$(( SECONDS - start ))s")
done

echo "$total_p $total_f $total_s" > "$REPORTS/compat.counts"
{
	echo
	echo "════════ FitCoach on every WordPress build (PHPUnit on $FITCOACH_DB) ════════"
	printf '  %-8s %-17s %-34s %-28s %s\n' build WordPress PHPUnit "member journey (e2e)" time
	for row in "${ROWS[@]}"; do
		IFS='|' read -r b w u j t <<< "$row"
		printf '  %-8s %-17s %-34s %-28s %s\n' "$b" "$w" "$u" "$j" "$t"
	done
	echo "  total: $total_p passed, $total_f failed, $total_s skipped"
} | tee "$REPORTS/compat.txt"
exit "$failed"
