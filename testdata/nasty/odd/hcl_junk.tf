resource "aws_kinesisanalyticsv2_application" "a" {
  name = "${"${"${var.x}"}"}"
  x = <<EOT
never ends
