# overrides the default of false
autoscale = true # want: rescales=yes
