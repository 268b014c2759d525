# The secret is the default of a variable, in another file of the module:
# the finding belongs on the default, not on main.tf's var.sink_password.
variable "sink_password" {
  type    = string
  default = "hunter2XYZZY-default" # want "FL040" col=3
}

variable "region" {
  type    = string
  default = "eu-west-1"
}
