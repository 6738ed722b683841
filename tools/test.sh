#!/usr/bin/env bash
# `npm test`: installs whatever is missing, then runs every check and test and prints one summary.
#   npm test                 everything (PHPUnit on SQLite; with FITCOACH_DB=mariadb on MariaDB too)
#   npm test -- php jest     only the named steps (see STEPS below)
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
set +e

STEPS=(php-lint phpcs phpstan tsc eslint i18n versions jest build plugin-zip phpunit-sqlite phpunit-mariadb e2e release playground compat)
WANT=("$@")
REPORTS="$STATE_DIR/reports"

wanted() {
	[ "${#WANT[@]}" -eq 0 ] && return 0
	local w; for w in "${WANT[@]}"; do [[ "$1" == "$w"* ]] && return 0; done; return 1
}

# A name given on the command line names a step, or the start of some (`php` runs every PHP step).
# Anything else is a mistake: running nothing and passing would hide it.
for w in "${WANT[@]}"; do
	known=0
	for s in "${STEPS[@]}"; do [[ -n "$w" && "$s" == "$w"* ]] && known=1; done
	if [ "$known" -eq 0 ]; then
		printf '\033[1;31m[fitcoach]\033[0m Unknown step "%s". Known steps: %s\n' "$w" "${STEPS[*]}" >&2
		exit 2
	fi
done
rm -rf "$REPORTS"; mkdir -p "$REPORTS"

FITCOACH_NEED_BROWSER=0
if wanted e2e || wanted release || wanted playground || wanted compat; then FITCOACH_NEED_BROWSER=1; fi
# MariaDB's server is installed for every PHPUnit run, also on SQLite: the database-down tests
# start a server of their own and really stop it (tests/php/Security/Private_Mariadb.php).
FITCOACH_NEED_MARIADB=0
if [ "$FITCOACH_DB" = mariadb ] || wanted phpunit-sqlite || wanted phpunit-mariadb || wanted compat; then FITCOACH_NEED_MARIADB=1; fi
export FITCOACH_NEED_BROWSER FITCOACH_NEED_MARIADB
set -e
ensure_apt
ensure_deps
ensure_wordpress
set +e

declare -a RESULT_NAMES=() RESULT_STATES=() RESULT_NOTES=()
TESTS_PASSED=0; TESTS_FAILED=0; TESTS_SKIPPED=0

record() { RESULT_NAMES+=("$1"); RESULT_STATES+=("$2"); RESULT_NOTES+=("${3:-}"); }

# Steps whose runner writes $REPORTS/<step>.counts.
COUNTED_STEPS=(jest phpunit-sqlite phpunit-mariadb e2e release playground compat)

# run_step NAME COMMAND...: runs a check, prints its output, records pass or fail.
run_step() {
	local name="$1"; shift
	wanted "$name" || return 0
	log "── $name"
	local start=$SECONDS
	"$@" 2>&1 | tee "$REPORTS/$name.log"
	local rc=${PIPESTATUS[0]}
	account_step "$name" "$rc" $(( SECONDS - start ))
}

# start_step NAME COMMAND...: starts a step in the background (its output into its log), so that
# steps that do not depend on each other share the machine's cores; finish_steps NAME... waits for
# them and reports each in turn, as run_step does.
declare -A STEP_PIDS=()
start_step() {
	local name="$1"; shift
	wanted "$name" || return 0
	mkdir -p "$REPORTS/steps"
	(
		local start=$SECONDS
		"$@" > "$REPORTS/$name.log" 2>&1
		echo "$? $(( SECONDS - start ))" > "$REPORTS/steps/$name"
	) &
	STEP_PIDS[$name]=$!
}
finish_steps() {
	local name rc took
	for name in "$@"; do
		[ -n "${STEP_PIDS[$name]:-}" ] || continue
		wait "${STEP_PIDS[$name]}"
		log "── $name"
		cat "$REPORTS/$name.log"
		rc=1; took=0
		read -r rc took < "$REPORTS/steps/$name" || true
		account_step "$name" "$rc" "$took"
	done
}

# account_step NAME RC SECONDS: adds a finished step's counts to the totals and records its verdict.
account_step() {
	local name="$1" rc="$2" took="$3"
	local note="${took}s" counts=""
	local c; for c in "${COUNTED_STEPS[@]}"; do [ "$c" = "$name" ] && counts="$REPORTS/$name.counts"; done
	if [ -n "$counts" ] && [ -f "$counts" ]; then
		local p=0 f=1 s=0
		read -r p f s < "$counts" || true
		TESTS_PASSED=$(( TESTS_PASSED + p )); TESTS_FAILED=$(( TESTS_FAILED + f )); TESTS_SKIPPED=$(( TESTS_SKIPPED + s ))
		note="$p passed, $f failed, $s skipped, ${took}s"
		# A runner that crashed before reporting still fails the step.
		if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then TESTS_FAILED=$(( TESTS_FAILED + 1 )); fi
		if [ "$rc" -eq 0 ] && [ "$f" -ne 0 ]; then note="$note; the runner exited 0 but its report shows failures"; fi
	fi
	record "$name" "$(step_verdict "$rc" "$counts")" "$note"
}

step_php_lint() {
	local failed=0 count=0 f
	while IFS= read -r f; do
		count=$(( count + 1 ))
		php -l "$f" >/dev/null 2>"$REPORTS/lint.err" || { cat "$REPORTS/lint.err"; php -l "$f"; failed=1; }
	done < <(find fitcoach-plugin.php includes tools tests/php -name '*.php' 2>/dev/null)
	echo "$count PHP files linted"
	return $failed
}

# The .pot file matches the code, and every exact Dutch text of the spec is in the product.
step_i18n() {
	php tools/make-pot.php --check || return 1
	# Every string translated, and the .mo and script JSON files compiled from the .po as they are.
	php tools/make-translations.php --check || return 1
	local shared="$FITCOACH_ROOT/../shared/tools/spec-strings"
	if [ -x "$shared" ]; then
		"$shared" "$FITCOACH_ROOT" --strict | tail -n 5
		return "${PIPESTATUS[0]}"
	fi
	if [ -n "${CI:-}" ]; then
		echo "spec-strings tool not found at $shared: under CI the spec's texts must be checked"
		return 1
	fi
	echo "spec-strings tool not found beside the repository: skipped (under CI this fails)"
}

# The oldest and the newest WordPress build FitCoach supports (tools/wp-builds.txt).
mapfile -t WP_BUILDS < <(grep -v '^\s*#' "$FITCOACH_ROOT/tools/wp-builds.txt" | sed '/^\s*$/d')
OLDEST_BUILD="${WP_BUILDS[0]}"

# PHPUnit on one engine. SQLite runs on the default build; MariaDB on the oldest supported build, so
# that one run covers both the second engine and the oldest WordPress (the compat step runs the
# newest build's PHPUnit and the member journey on both edges).
step_phpunit() {
	local engine="$1"
	if [ "$engine" = mariadb ] && [ "$OLDEST_BUILD" != "$WP_DEFAULT_VERSION" ]; then
		( unset FITCOACH_WP_DIR; export FITCOACH_WP_VERSION="$OLDEST_BUILD"; source "$FITCOACH_ROOT/tools/lib.sh" && ensure_wordpress ) || return 1
		local wp; wp="$( unset FITCOACH_WP_DIR; FITCOACH_WP_VERSION="$OLDEST_BUILD" php -r '$d = require "tools/runtime/core-dir.php"; require $d . "wp-includes/version.php"; echo $wp_version;' )"
		echo "PHPUnit on MariaDB runs on WordPress $wp (the oldest supported build)"
		( unset FITCOACH_WP_DIR; FITCOACH_WP_VERSION="$OLDEST_BUILD" FITCOACH_INSTANCE="test_wp${OLDEST_BUILD//./}" step_phpunit_run "$engine" )
		return $?
	fi
	step_phpunit_run "$engine"
}

step_phpunit_run() {
	local engine="$1"
	# The security figures are made once at the end (the runs of both engines may end at once).
	FITCOACH_FIGURES_AT_END=1 FITCOACH_DB="$engine" php -d memory_limit=1G vendor/bin/phpunit --log-junit "$REPORTS/phpunit-$engine.xml"
	local rc=$?
	node tools/junit-counts.js "$REPORTS/phpunit-$engine.xml" > "$REPORTS/phpunit-$engine.counts" 2>/dev/null || echo "0 1 0" > "$REPORTS/phpunit-$engine.counts"
	return $rc
}

step_jest() {
	npx wp-scripts test-unit-js --config jest.config.js --ci --json --outputFile="$REPORTS/jest.json" 2>&1 | tail -n 60
	local rc=${PIPESTATUS[0]}
	node -e '
		const r = require( process.argv[ 1 ] );
		const failed = r.numFailedTests + ( r.numRuntimeErrorTestSuites || 0 );
		// A suite that failed outside its tests (a failing beforeAll) fails the step too.
		console.log( r.numPassedTests, failed > 0 || r.success ? failed : 1, r.numPendingTests + r.numTodoTests );
	' "$REPORTS/jest.json" > "$REPORTS/jest.counts" 2>/dev/null || echo "0 1 0" > "$REPORTS/jest.counts"
	return $rc
}

step_e2e() {
	PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json
	local rc=$?
	node -e '
		const s = require( process.argv[ 1 ] ).stats;
		console.log( s.expected, s.unexpected + s.flaky, s.skipped );
	' "$REPORTS/e2e.json" > "$REPORTS/e2e.counts" 2>/dev/null || echo "0 1 0" > "$REPORTS/e2e.counts"
	return $rc
}

# The static checks read the code only: they run side by side.
start_step php-lint step_php_lint
start_step phpcs vendor/bin/phpcs -q --parallel=2
start_step phpstan vendor/bin/phpstan analyse --no-progress --memory-limit=1G
start_step tsc npx tsc -p tsconfig.json
start_step eslint npx eslint src tests/e2e tests/js tools
start_step i18n step_i18n
# package.json, the plugin header, readme.txt and the WordPress builds tested say the same versions.
start_step versions php tools/release/check-versions.php
finish_steps php-lint phpcs phpstan tsc eslint i18n versions
# Jest beside the build. The build comes before PHPUnit: the app page's tests read build/index.asset.php.
start_step jest step_jest
start_step build npx wp-scripts build
finish_steps jest build
# The release zip: only what a site needs, production build, vendor/ without dev packages (the
# build step just made that build).
built=0; wanted build && [ "${RESULT_STATES[$(( ${#RESULT_STATES[@]} - 1 ))]}" = PASS ] && built=1
FITCOACH_ZIP="$STATE_DIR/release/fitcoach.zip" FITCOACH_ZIP_BUILT="$built" run_step plugin-zip bash tools/release/build-zip.sh
if ! wanted build && { wanted phpunit-sqlite || wanted phpunit-mariadb || wanted e2e || wanted release || wanted compat; }; then ensure_build; fi
# PHPUnit on both engines side by side: separate sites, databases, outboxes and ports.
[ "$FITCOACH_DB" = mariadb ] && ensure_mariadb
start_step phpunit-sqlite step_phpunit sqlite
[ "$FITCOACH_DB" = mariadb ] && start_step phpunit-mariadb step_phpunit mariadb
finish_steps phpunit-sqlite phpunit-mariadb
# Say which WordPress the MariaDB run was on (the oldest supported build).
last=$(( ${#RESULT_NAMES[@]} - 1 ))
if [ "$last" -ge 0 ] && [ "${RESULT_NAMES[$last]}" = phpunit-mariadb ] && [ "$OLDEST_BUILD" != "$WP_DEFAULT_VERSION" ]; then
	RESULT_NOTES[$last]="${RESULT_NOTES[$last]}, WordPress build $OLDEST_BUILD"
fi
run_step e2e step_e2e

# The release zip installed through wp-admin on a fresh WordPress that never saw FitCoach.
step_release() {
	# The build is made by now: the fresh site's zip uses it instead of building again.
	FITCOACH_ZIP_BUILT=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/release.json" npx playwright test -c tests/e2e/release/playwright.config.ts --reporter=list,json
	local rc=$?
	node -e '
		const s = require( process.argv[ 1 ] ).stats;
		console.log( s.expected, s.unexpected + s.flaky, s.skipped );
	' "$REPORTS/release.json" > "$REPORTS/release.counts" 2>/dev/null || echo "0 1 0" > "$REPORTS/release.counts"
	return $rc
}
run_step release step_release
# WordPress Playground (offline, its own PHP build): blueprint.json installs the release zip (the one
# the plugin-zip step made, when it passed in this run), the app page and the API answer there and
# chromium logs a member in to the app (tests/e2e/playground/).
step_playground() {
	local zip="" i
	for i in "${!RESULT_NAMES[@]}"; do
		if [ "${RESULT_NAMES[$i]}" = plugin-zip ] && [ "${RESULT_STATES[$i]}" = PASS ] && [ -f "$STATE_DIR/release/fitcoach.zip" ]; then zip="$STATE_DIR/release/fitcoach.zip"; fi
	done
	FITCOACH_PLAYGROUND_ZIP="$zip" FITCOACH_COUNTS_FILE="$REPORTS/playground.counts" node tools/playground/check.js
}
run_step playground step_playground
# The oldest and the newest WordPress build: PHPUnit (the oldest one's ran in phpunit-mariadb when
# MariaDB is on) and the member journey.
step_compat() {
	local done_builds=""
	if [ "$FITCOACH_DB" = mariadb ] && wanted phpunit-mariadb; then done_builds="$OLDEST_BUILD"; fi
	FITCOACH_COMPAT_REPORTS="$REPORTS/compat" FITCOACH_COMPAT_PHPUNIT_DONE="$done_builds" FITCOACH_DB=sqlite bash tools/compat.sh --edges
	local rc=$?
	cp "$REPORTS/compat/compat.counts" "$REPORTS/compat.counts" 2>/dev/null || echo "0 1 0" > "$REPORTS/compat.counts"
	return $rc
}
run_step compat step_compat

# The security figures, recomputed from every report of this run (PHPUnit and e2e). When the script
# itself fails (a report it cannot read, a test tagged with an unknown group), the run fails.
php tools/security-figures.php "$REPORTS" > "$REPORTS/security-figures.log" 2>&1
FIGURES_RC=$?
if [ "$FIGURES_RC" -ne 0 ]; then
	record security-figures FAIL "tools/security-figures.php exited $FIGURES_RC"
fi

# What went wrong, just above the summary so the end of a CI log shows it.
for i in "${!RESULT_NAMES[@]}"; do
	[ "${RESULT_STATES[$i]}" = FAIL ] || continue
	echo
	echo "──────── ${RESULT_NAMES[$i]} failed; the end of its output (all of it: .wp/reports/${RESULT_NAMES[$i]}.log):"
	case "${RESULT_NAMES[$i]}" in
		phpunit-*) sed -n '/^There w[ae][rs]/,/^\(FAILURES!\|ERRORS!\|WARNINGS!\|OK, but\)/p' "$REPORTS/${RESULT_NAMES[$i]}.log" | head -n 80 ;;
		e2e) grep -a -E '^\s+[0-9]+\) |Error:|expect\(' "$REPORTS/e2e.log" | cut -c1-400 | head -n 40 ;;
		*) tail -n 25 "$REPORTS/${RESULT_NAMES[$i]}.log" ;;
	esac
done

# Closing summary: one line per step, then the totals (test cases, plus each check as one).
CHECKS_PASSED=0; CHECKS_FAILED=0
echo
echo "════════════════════ FitCoach test summary ════════════════════"
for i in "${!RESULT_NAMES[@]}"; do
	printf '  %-16s %s  %s\n' "${RESULT_NAMES[$i]}" "${RESULT_STATES[$i]}" "${RESULT_NOTES[$i]}"
	if [ "${RESULT_STATES[$i]}" = PASS ]; then CHECKS_PASSED=$(( CHECKS_PASSED + 1 )); else CHECKS_FAILED=$(( CHECKS_FAILED + 1 )); fi
done
if [ "$FIGURES_RC" -eq 0 ] && [ -s "$REPORTS/security-figures.txt" ]; then
	echo "  security figures (distinct test cases; e2e in their own units):"
	sed 's/^/    /' "$REPORTS/security-figures.txt"
fi
# Accessibility figures of the e2e run (tests/e2e/accessibility.spec.ts writes one file per worker).
if compgen -G "$REPORTS/a11y-*.json" > /dev/null; then
	node -e '
		const t = { screens: 0, critical: 0, serious: 0, moderate: 0, minor: 0, layouts: 0, overflows: 0 };
		for ( const file of process.argv.slice( 1 ) ) {
			const part = require( file );
			for ( const key of Object.keys( t ) ) t[ key ] += part[ key ] || 0;
		}
		console.log( `  accessibility (axe, WCAG 2.2 A/AA): ${ t.screens } screens and states, ${ t.critical } critical and ${ t.serious } serious violations (${ t.moderate } moderate, ${ t.minor } minor); 320 px at 200 % text: ${ t.layouts } screens, ${ t.overflows } overflowing or cut-off elements` );
	' "$REPORTS"/a11y-*.json
fi
echo "  test cases: $TESTS_PASSED passed, $TESTS_FAILED failed, $TESTS_SKIPPED skipped; checks: $CHECKS_PASSED passed, $CHECKS_FAILED failed"
echo "total: $(( TESTS_PASSED + CHECKS_PASSED )) passed, $(( TESTS_FAILED + CHECKS_FAILED )) failed"
[ "$CHECKS_FAILED" -eq 0 ]
