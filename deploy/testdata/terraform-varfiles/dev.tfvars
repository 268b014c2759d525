autoscale = false
