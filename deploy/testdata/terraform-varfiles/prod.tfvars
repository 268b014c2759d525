autoscale = true # want: rescales=yes
