#!/usr/bin/env bash
# Submits the enrichment job to the local session cluster.
set -euo pipefail

until curl -sf http://localhost:8081/overview > /dev/null; do
  sleep 2
done

docker exec flink-jobmanager flink run -d \
  --python /opt/flink/jobs/enrich_payments.py \
  --pyFiles /opt/flink/jobs
