autoscaling = true
