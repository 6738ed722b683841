#!/usr/bin/env bash
# `npm start`: installs whatever is missing, installs the dev site with demo data and serves it
# at http://localhost:8888 (FITCOACH_PORT to change). FITCOACH_DB=mariadb runs it on MariaDB.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PORT="${FITCOACH_PORT:-8888}"
ensure_apt
ensure_deps
ensure_wordpress
ensure_mariadb
install_site dev
FITCOACH_INSTANCE=dev php "$FITCOACH_ROOT/tools/demo/seed.php"
ensure_build

password="${FITCOACH_DEMO_PASSWORD:-fitcoach-demo}"
cat <<MSG

  FitCoach is running at http://localhost:$PORT/  (wp-admin: http://localhost:$PORT/wp-admin/)
  Database: $FITCOACH_DB · mail: .wp/outbox/dev/ (one .eml file per message)

  Demo logins (password: $password)
    coach    administrator
    trainer  PT trainer
    sanne    sporter, on track (30 days of measurements, her sessions; follows 'Sterk in 8 weken',
             week 3 of 8, Monday, Wednesday and Friday; coached by coach)
    daan     sporter, needs attention (energy down, weight away from his goal, missed two of last
             week's three workouts of 'Basis kracht'; coached by trainer)

  Stop with Ctrl+C.
MSG
serve_site dev "$PORT"
