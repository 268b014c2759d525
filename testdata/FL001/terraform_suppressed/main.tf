resource "aws_kinesisanalyticsv2_application" "app" {
  name                   = "s3-sink"
  runtime_environment    = "FLINK-1_19"
  service_execution_role = "arn:aws:iam::123456789012:role/flink"

  application_configuration {
    flink_application_configuration {
      parallelism_configuration {
        configuration_type   = "CUSTOM"
        # flinklint: ignore[FL001] compaction is off in prod by the runbook until FLINK-31689 is fixed
        auto_scaling_enabled = true
        parallelism          = 2
      }
    }
    environment_properties {
      property_group {
        property_group_id = "kinesis.analytics.flink.run.options"
        property_map = {
          python = "job.py"
        }
      }
    }
  }
}
