#!/usr/bin/env bash
# Runs one SQL script in the sql-client container.
set -euo pipefail
SQL_FILE=${1:-orders.sql}
docker compose exec -T sql-client bash -c "sql-client.sh -f /opt/sql/${SQL_FILE}"
docker compose exec -T sql-client bash -c "echo starting && sql-client.sh embedded -f /opt/sql/report.sql" # want: rescales=no
echo "docker compose exec jobmanager flink run -py /opt/src/job/start_job.py"
