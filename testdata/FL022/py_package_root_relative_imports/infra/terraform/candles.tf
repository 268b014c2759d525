resource "aws_kinesisanalyticsv2_application" "candles" {
  name                   = "market-data-candles"
  runtime_environment    = "FLINK-1_20"
  service_execution_role = "arn:aws:iam::123456789012:role/flink"

  application_configuration {
    application_code_configuration {
      code_content {
        s3_content_location {
          bucket_arn = "arn:aws:s3:::market-data-artifacts"
          file_key   = "flink_scripts/candles.zip"
        }
      }
      code_content_type = "ZIPFILE"
    }

    flink_application_configuration {
      parallelism_configuration {
        configuration_type   = "CUSTOM"
        parallelism          = 2
        auto_scaling_enabled = true
      }
    }

    environment_properties {
      property_group {
        property_group_id = "kinesis.analytics.flink.run.options"
        property_map = {
          "python"  = "main.py"
          "jarfile" = "lib/pyflink-dependencies.jar"
          "pyFiles" = "lib/candles_libs.zip"
        }
      }
    }
  }
}
