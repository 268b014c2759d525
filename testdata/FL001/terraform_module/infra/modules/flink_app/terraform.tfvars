# Not loaded when the directory is used as a module.
autoscaling_enabled = false
