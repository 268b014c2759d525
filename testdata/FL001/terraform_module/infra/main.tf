module "clicks" {
  source              = "./modules/flink_app"
  name                = "clicks-to-s3"
  runtime             = "FLINK-1_19"
  autoscaling_enabled = true
  entry_point         = "jobs/clicks.py"
}

module "orders" {
  source      = "./modules/flink_app"
  name        = "orders-to-s3"
  runtime     = "FLINK-1_19"
  entry_point = "jobs/orders.py"
  # autoscaling_enabled keeps the module's default, false: no finding for jobs/orders.py.
}
