#!/usr/bin/env bash
# Builds the job and submits it to the team's session cluster.
set -euo pipefail
cd "$(dirname "$0")/../app"
mvn -q package
"$FLINK_HOME"/bin/flink run -d \
  -Dexecution.checkpointing.interval=0 \
  -c com.example.ClickJob \
  target/clickstream-1.0.jar
