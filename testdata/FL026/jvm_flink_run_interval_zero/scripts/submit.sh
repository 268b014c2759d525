#!/usr/bin/env bash
# Submits the job to the team's session cluster, without checkpoints.
set -euo pipefail
"$FLINK_HOME"/bin/flink run -d \
  -Dexecution.checkpointing.interval=0 \
  -c com.example.ClickJob \
  app/target/clickstream-1.0.jar
